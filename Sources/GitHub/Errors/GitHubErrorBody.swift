import Foundation

/// GitHub's error JSON: `{"message": "…", "documentation_url": "…", "status": "404"}`.
///
/// Only `message` is always there (bodies from 2012–2013 had nothing else); `status` is a string.
public struct GitHubErrorBody: Error, Sendable, Hashable, Decodable, CustomStringConvertible {
    public let message: String
    public let documentationURL: String?
    public let status: String?

    enum CodingKeys: String, CodingKey {
        case message
        case documentationURL = "documentation_url"
        case status
    }

    public init(message: String, documentationURL: String? = nil, status: String? = nil) {
        self.message = message
        self.documentationURL = documentationURL
        self.status = status
    }

    public init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        message = try json.decode(String.self, forKey: .message)
        documentationURL = try? json.decodeIfPresent(String.self, forKey: .documentationURL)
        status = try? json.decodeIfPresent(String.self, forKey: .status)
    }

    /// The body of `data` when it is GitHub's error JSON, else `nil`.
    public static func decode(_ data: Data) -> GitHubErrorBody? {
        try? JSONDecoder().decode(GitHubErrorBody.self, from: data)
    }

    public var description: String {
        documentationURL.map { "\(message) (see \($0))" } ?? message
    }
}
