import Foundation

/// Everything that can go wrong when a ``Client`` sends a request, with what a person needs to fix it.
///
/// Every case carries the request (its `description` shows the method and URL, never credentials).
/// Errors a ``Client`` throws keep no secret at all: their requests are
/// ``HTTPRequest/redacted``, so even `dump(error)` shows no token.
/// Print it in a terminal and it reads as one sentence; switch on it in code to decide what to do.
public enum CourierError: Error, Sendable, CustomStringConvertible {
    /// No complete response arrived: timeout, refused or dropped connection, TLS, cancellation.
    case transport(TransportError, request: HTTPRequest)
    /// The server answered with a status the request does not accept.
    case status(StatusError)
    /// The response arrived but its body could not be turned into the response type.
    case decoding(DecodingFailure)
    /// The request body could not be encoded; nothing was sent.
    case encoding(EncodingFailure)
    /// The request could not be built (for example a path that does not form a valid URL).
    case invalidRequest(String)
    /// A middleware or token provider failed with an error of its own.
    case middleware(message: String, underlying: any Error & Sendable, request: HTTPRequest)
    /// A paged listing's links could not be followed (another origin, a loop, too many pages).
    case paging(PagingFailure)

    /// The request the error is about, when one was built.
    public var request: HTTPRequest? {
        switch self {
        case .transport(_, let request), .middleware(_, _, let request): request
        case .status(let error): error.request
        case .decoding(let failure): failure.request
        case .encoding(let failure): failure.request
        case .paging(let failure): failure.request
        case .invalidRequest: nil
        }
    }

    /// The response, when one arrived.
    public var response: HTTPResponse? {
        switch self {
        case .status(let error): error.response
        case .decoding(let failure): failure.response
        case .paging(let failure): failure.response
        default: nil
        }
    }

    /// The HTTP status, when a response arrived.
    public var statusCode: Int? { response?.status }

    /// The API's own error, decoded from the body of a failed response (see ``ValidationMiddleware``).
    public var apiError: (any Error & Sendable)? {
        if case .status(let error) = self { error.apiError } else { nil }
    }

    /// Whether the request was cancelled (by its task being cancelled).
    public var isCancelled: Bool {
        if case .transport(let error, _) = self { error.kind == .cancelled } else { false }
    }

    public var description: String {
        switch self {
        case .transport(let error, let request):
            "\(request.summary): \(error)"
        case .status(let error):
            error.description
        case .decoding(let failure):
            failure.description
        case .encoding(let failure):
            failure.description
        case .paging(let failure):
            failure.description
        case .invalidRequest(let message):
            "invalid request: \(message)"
        case .middleware(let message, let underlying, let request):
            "\(request.summary): \(message): "
                + SecretMasking.masked(String(describing: underlying), keys: request.secretKeys)
        }
    }
}

extension HTTPRequest {
    /// `METHOD url` with sensitive query values redacted (with the request's ``secretKeys``), for
    /// messages and logs.
    public var summary: String { "\(method) \(Redaction.redactedURL(url, keys: secretKeys))" }
}
