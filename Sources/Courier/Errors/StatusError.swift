import Basics
import Foundation

/// A response whose status the request does not accept.
public struct StatusError: Error, Sendable, CustomStringConvertible {
    public let request: HTTPRequest
    public let response: HTTPResponse
    /// The API's own error body, decoded, when the API defines one (for example Airtable's
    /// `{"error":{"type":…,"message":…}}` or the TIL server's `{"error":true,"reason":…}`).
    public let apiError: (any Error & Sendable)?
    /// Set when retrying stopped because the wait the response asked for was beyond the retry
    /// policy's cap.
    public let waitCapReached: WaitCapReached?
    /// The start of the body as text, with secret values masked (see ``SecretKeys``), for messages.
    public let bodyExcerpt: String

    /// `request` and `response` are kept without their secrets (``HTTPRequest/redacted``).
    public init(
        request: HTTPRequest, response: HTTPResponse, apiError: (any Error & Sendable)? = nil,
        waitCapReached: WaitCapReached? = nil
    ) {
        self.request = request.redacted
        self.response = response.redacted(keys: request.secretKeys)
        self.apiError = apiError
        self.waitCapReached = waitCapReached
        bodyExcerpt = BodyExcerpt.make(response.body, for: request)
    }

    public var status: Int { response.status }
    public var headers: HTTPHeaders { response.headers }

    /// How long the response asked to wait before trying again, from its `Retry-After`
    /// (``RetryAfter``: a date counts from now); `nil` when it has none that can be read.
    public var retryAfter: Duration? { RetryAfter.delay(in: headers, now: Date()) }

    /// The same error with the API's error body decoded by `decode` (kept when already decoded).
    package func decodingAPIError(_ decode: (HTTPResponse) -> (any Error & Sendable)?) -> StatusError {
        guard apiError == nil else { return self }
        return StatusError(
            request: request, response: response, apiError: decode(response), waitCapReached: waitCapReached)
    }

    public var description: String {
        var text = "\(request.summary) → \(status) \(HTTPStatus.reasonPhrase(status))"
        if let apiError {
            text += ": \(SecretMasking.masked(String(describing: apiError), keys: request.secretKeys))"
        } else if !response.body.isEmpty {
            text += " (body: \(bodyExcerpt))"
        }
        if let waitCapReached { text += "; not retried: \(waitCapReached)" }
        return text
    }
}
