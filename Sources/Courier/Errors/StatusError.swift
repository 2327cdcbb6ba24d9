import Foundation

/// A response whose status the request does not accept.
public struct StatusError: Error, Sendable, CustomStringConvertible {
    public let request: HTTPRequest
    public let response: HTTPResponse
    /// The API's own error body, decoded, when the API defines one (for example Airtable's
    /// `{"error":{"type":…,"message":…}}` or the TIL server's `{"error":true,"reason":…}`).
    public let apiError: (any Error & Sendable)?

    public init(request: HTTPRequest, response: HTTPResponse, apiError: (any Error & Sendable)? = nil) {
        self.request = request
        self.response = response
        self.apiError = apiError
    }

    public var status: Int { response.status }
    public var headers: HTTPHeaders { response.headers }
    /// The start of the body as text, for messages.
    public var bodyExcerpt: String { BodyExcerpt.make(response.body) }

    public var description: String {
        var text = "\(request.summary) → \(status) \(HTTPStatus.reasonPhrase(status))"
        if let apiError {
            text += ": \(apiError)"
        } else if !response.body.isEmpty {
            text += " (body: \(bodyExcerpt))"
        }
        return text
    }
}
