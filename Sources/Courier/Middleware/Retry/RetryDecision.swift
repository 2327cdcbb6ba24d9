import Foundation

/// What a ``RetryRule`` says about one attempt's outcome.
public enum RetryDecision: Sendable, Equatable {
    /// Send the request again after this wait (only this request waits).
    case retry(after: Duration)
    /// Send the request again after this wait, and make every other request of the same pause key
    /// wait too (the server is penalising the whole key: an Airtable base, a GitHub token).
    case pause(for: Duration)
    /// Do not retry: the outcome stands.
    case fail
    /// This rule has no opinion; the next rule, or the policy's default handling, decides.
    case useDefault
}

/// One attempt's outcome as a ``RetryRule`` sees it.
public struct RetryAttempt: Sendable {
    /// The request as it was sent.
    public let request: HTTPRequest
    /// 1 for the first attempt.
    public let number: Int
    /// The response, when one arrived (also for a status that validation turned into an error).
    public let response: HTTPResponse?
    /// The error, when the attempt failed.
    public let error: (any Error & Sendable)?
    /// The clock's wall-clock time when the outcome arrived.
    public let now: Date

    public init(
        request: HTTPRequest, number: Int, response: HTTPResponse?, error: (any Error & Sendable)?,
        now: Date
    ) {
        self.request = request
        self.number = number
        self.response = response
        self.error = error
        self.now = now
    }

    /// The response status, when a response arrived.
    public var status: Int? { response?.status }
}
