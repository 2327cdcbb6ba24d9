/// What kind of failure an error is: the one classification that client errors, app errors and
/// alerts all carry, so that every front end reacts alike (a command line's exit code, a web page's
/// status, whether to ask for a login).
///
/// It is decided once, from the HTTP outcome (``init(status:)``) or from what kept a request from
/// getting an answer; each layer only adds its own wording.
public enum FailureKind: String, Sendable, Hashable, CaseIterable, Codable, CustomStringConvertible {
    /// The input or a setting is incomplete, invalid or ambiguous; nothing was sent, or it could
    /// not be built.
    case input
    /// The server refused what was sent (400, 409, 422 and other 4xx answers).
    case rejected
    /// What was asked for does not exist (404), or nothing matched.
    case notFound
    /// No usable credentials: none given, refused (401), or without access (403).
    case authentication
    /// A rate limit answered (429), and waiting did not help or would take too long.
    case rateLimited
    /// No usable answer: the server failed (5xx), could not be reached, answered something that could
    /// not be read, or the request was cancelled.
    case unavailable

    /// The kind of failure an HTTP status means.
    public init(status: Int) {
        switch status {
        case 401, 403: self = .authentication
        case 404: self = .notFound
        case 429: self = .rateLimited
        case 400..<500: self = .rejected
        default: self = .unavailable
        }
    }

    public var description: String { rawValue }
}
