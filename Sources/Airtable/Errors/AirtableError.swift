import Basics

/// Everything that can go wrong talking to Airtable, as one typed error.
///
/// API errors keep Airtable's own `type` (for example `INVALID_FILTER_BY_FORMULA` or
/// `ROW_DOES_NOT_EXIST`), even types this client does not know. Failures that are not Airtable's
/// answer get a type of their own: ``unreachable`` when no response arrived, ``decoding`` when the
/// response could not be read, ``configuration`` for a missing token or endpoint, and so on.
///
/// The token never appears in an error: messages name the method and URL, never headers.
public struct AirtableError: ClassifiedError, Sendable, CustomStringConvertible, Equatable {
    /// The HTTP status, or `nil` when no response arrived.
    public var status: Int?
    /// Airtable's error type, kept even when unknown; one of the constants below otherwise.
    public var type: String
    /// What went wrong, for people.
    public var message: String
    /// The request that failed, as `METHOD url` (query values that look secret are masked).
    public var request: String?
    /// A kind given when the error was made, overriding the rule of ``failureKind``.
    private var classification: FailureKind?

    /// - Parameter kind: the kind of failure, when the type alone does not say (a missing token is
    ///   a ``configuration`` error of kind ``FailureKind/authentication``).
    public init(status: Int?, type: String, message: String, request: String? = nil, kind: FailureKind? = nil)
    {
        self.status = status
        self.type = type
        self.message = message
        self.request = request
        classification = kind
    }

    // MARK: Types for failures that are not Airtable's answer

    /// No response arrived: connection refused, timed out or lost.
    public static let unreachable = "UNREACHABLE"
    /// The task was cancelled.
    public static let cancelled = "CANCELLED"
    /// A response arrived but could not be read as what the request expects.
    public static let decoding = "DECODING"
    /// A value could not be encoded as JSON; nothing was sent.
    public static let encoding = "ENCODING"
    /// The request could not be built (for example an endpoint that does not form a URL).
    public static let invalidRequest = "INVALID_REQUEST"
    /// No token or no usable endpoint in the configuration.
    public static let configuration = "CONFIGURATION"
    /// A 429 kept coming after the documented wait, or the wait was longer than allowed.
    public static let rateLimited = "RATE_LIMIT_REACHED"
    /// Airtable's "the listing's iterator expired" (422), kept as Airtable names it.
    public static let iteratorNotAvailable = "LIST_RECORDS_ITERATOR_NOT_AVAILABLE"
    /// The response had an error status but no Airtable error body.
    public static let httpError = "HTTP_ERROR"

    // MARK: Classification

    /// The kind of failure, by one rule: Airtable's status (``FailureKind/init(status:)``), except
    /// that its ambiguous 403 `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND` (no such base, or the token
    /// has no access to it: Airtable will not say which) is an authentication failure; failures that
    /// are not Airtable's answer by their type.
    public var failureKind: FailureKind {
        if let kind = classification { return kind }
        switch type {
        case Self.modelNotFoundOrForbidden: return .authentication
        case Self.unreachable, Self.cancelled, Self.decoding: return .unavailable
        case Self.encoding, Self.invalidRequest, Self.configuration: return .input
        case Self.rateLimited: return .rateLimited
        default: return status.map(FailureKind.init(status:)) ?? .unavailable
        }
    }

    /// Airtable's answer when a base does not exist or the token cannot reach it.
    public static let modelNotFoundOrForbidden = "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND"

    public var description: String {
        var text = ""
        if let request { text += "\(request): " }
        if let status { text += "\(status) " }
        text += type
        if !message.isEmpty { text += ": \(message)" }
        return text
    }
}
