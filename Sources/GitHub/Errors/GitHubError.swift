import Basics
import Courier
import Foundation

/// What went wrong talking to GitHub, worded for people and classified for code.
///
/// A refusal keeps the response it came from (``refusal``: its status, headers with secret ones
/// masked, and body), with GitHub's error JSON decoded (``body``).
///
/// <!-- example context: func example(github: GitHubClient) async throws { EXAMPLE } -->
/// ```swift
/// do { _ = try await github.user("octocat") }
/// catch .rateLimited(let limit) { print("try again after \(limit.retryAt)") }
/// ```
public enum GitHubError: Error, Sendable, CustomStringConvertible {
    /// A 404: the user or repository does not exist (or is private and we are not allowed to see it).
    case notFound(Subject, StatusError)
    /// A primary or secondary rate limit was hit; says when to retry.
    case rateLimited(RateLimitExceeded)
    /// A 401: the token (`GITHUB_TOKEN`) was rejected, or none was sent where GitHub needs one.
    case unauthorized(StatusError)
    /// Another 403 (for example a missing `User-Agent`).
    case forbidden(StatusError)
    /// A 400, 410 or 422: the request was refused as invalid.
    case invalidRequest(StatusError)
    /// A 5xx, or another unexpected status.
    case server(StatusError)
    /// The server could not be reached, or the connection broke.
    case unreachable(TransportError)
    /// The response could not be read: not the JSON expected, a body or headers too large, or
    /// `Link` headers that cannot be followed. Keeps the response when one was read whole (its
    /// secret headers masked), so a caller can look at what GitHub sent.
    case malformedResponse(String, response: HTTPResponse?)
    /// The task was cancelled.
    case cancelled
    /// Anything else (a bad configuration, an invalid request).
    case other(String)

    /// What a request was about, so that a 404 reads as "no such user".
    public enum Subject: Sendable, Hashable, CustomStringConvertible {
        case user(String)
        case repository(owner: String, name: String)
        case resource(String)

        public var description: String {
            switch self {
            case .user(let login): "no such user: \(login)"
            case .repository(let owner, let name): "no such repository: \(owner)/\(name)"
            case .resource(let path): "not found: \(path)"
            }
        }
    }

    public var description: String {
        if let foreign = foreignRefusalDescription { return foreign }
        return switch self {
        case .notFound(let subject, _): "\(subject)"
        case .rateLimited(let limit) where limit.kind == .local: "\(limit)"
        case .rateLimited(let limit): "GitHub \(limit)"
        case .unauthorized(let refusal):
            refusal.request.headers["Authorization"] == nil
                ? "GitHub asks for a token: set GITHUB_TOKEN" + detail
                : "GitHub rejected the token (GITHUB_TOKEN)" + detail
        case .forbidden: "GitHub refused the request" + detail
        case .invalidRequest(let refusal): "GitHub refused the request (\(refusal.status))" + detail
        // GitHub's own words after the status, else the status's phrase (a proxy's page).
        case .server(let refusal):
            "GitHub answered "
                + (body.map { "\(refusal.status): \($0.message)" } ?? HTTPStatus.named(refusal.status))
        case .unreachable(let error): "could not reach the GitHub API: \(error)"
        case .malformedResponse(let reason, _): "GitHub's response could not be read: \(reason)"
        case .cancelled: "cancelled"
        case .other(let message): message
        }
    }

    private var detail: String {
        body.map { ": \($0.message)" } ?? ""
    }

    /// The response GitHub refused the request with, when it did (a rate limit's too, unless the
    /// client refused the request itself because an earlier limit was still in force).
    public var refusal: StatusError? {
        switch self {
        case .notFound(_, let refusal), .unauthorized(let refusal), .forbidden(let refusal),
            .invalidRequest(let refusal), .server(let refusal):
            refusal
        case .rateLimited(let limit): limit.refusal
        case .unreachable, .malformedResponse, .cancelled, .other: nil
        }
    }

    /// The response the failure came with: a refusal's, or one that could not be read. Its status,
    /// its headers (secret ones masked) and its body as received.
    public var response: HTTPResponse? {
        if case .malformedResponse(_, let response) = self { return response }
        return refusal?.response
    }

    /// GitHub's error JSON, when the refusal carried it.
    public var body: GitHubErrorBody? { refusal?.apiError as? GitHubErrorBody }

    /// The rate limit reported with the failure, when there was a response.
    public var rateLimitExceeded: RateLimitExceeded? {
        if case .rateLimited(let limit) = self { limit } else { nil }
    }
}
