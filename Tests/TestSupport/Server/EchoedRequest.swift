import Foundation

/// The JSON body of a ``ScriptedReply/echo`` response: the request exactly as the server received it.
public struct EchoedRequest: Codable, Sendable, Hashable {
    public var method: String
    public var path: String
    /// `[name, value]` pairs in the order received.
    public var headers: [[String]]
    /// The request body (base64 in the JSON).
    public var body: Data

    public init(_ request: ReceivedRequest) {
        method = request.method
        path = request.path
        headers = request.headers
        body = Data(request.body)
    }

    /// The first value of a header, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.first?.lowercased() == name.lowercased() }?.last
    }

    /// Every value of a header, compared case-insensitively.
    public func values(of name: String) -> [String] {
        headers.filter { $0.first?.lowercased() == name.lowercased() }.compactMap(\.last)
    }
}
