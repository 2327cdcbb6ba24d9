import Basics

/// Every failure about Airtable, as one typed error: an answer in one of Airtable's error envelopes,
/// read by the client or written by airtable-local, or a failure with no such answer.
///
/// Airtable's own `type` is kept even when unknown (``AirtableErrorType``); failures that are not
/// Airtable's answer get a type of their own: ``AirtableErrorType/unreachable`` when no response
/// arrived, ``AirtableErrorType/decoding`` when it could not be read, and so on. ``failureKind``
/// classifies it. The token never appears in an error: ``request`` names the method and URL only.
///
/// The client keeps the failure it came from in ``underlying``: a `CourierError`, whose `.status`
/// case holds the response (its headers and body, secrets masked).
public struct AirtableError: ClassifiedError, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status, or `nil` when no response arrived.
    public var status: Int?
    public var type: AirtableErrorType
    /// What went wrong, for people; empty when Airtable gave no message (the body then has none).
    public var message: String
    /// The request that failed, as `METHOD url` (query values that look secret are masked).
    public var request: String?
    /// Whether the body is the bare envelope `{"error":"TYPE"}` rather than `{"error":{"type",…}}`.
    public var isBare: Bool
    /// The original error, for details (what the client was told by the transport); not compared by
    /// `==`, which asks whether two errors say the same.
    public var underlying: (any Error & Sendable)?
    /// For a write of many records sent in several requests, the ids of the records that the
    /// requests before the failed one wrote (created, changed or deleted), in order: what is done
    /// and need not be sent again. Empty when the first request failed, or for one request.
    public var writtenRecordIDs: [String] = []
    /// A kind given when the error was made, overriding the rule of ``failureKind``.
    private var classification: FailureKind?

    /// - Parameter kind: the kind of failure, when the type alone does not say (a missing token is
    ///   a ``AirtableErrorType/configuration`` error of kind ``FailureKind/authentication``).
    public init(
        status: Int?, type: AirtableErrorType, message: String = "", request: String? = nil,
        kind: FailureKind? = nil, isBare: Bool = false, underlying: (any Error & Sendable)? = nil
    ) {
        self.status = status
        self.type = type
        self.message = message
        self.request = request
        self.isBare = isBare
        self.underlying = underlying
        classification = kind
    }

    public static func == (left: AirtableError, right: AirtableError) -> Bool {
        left.status == right.status && left.type == right.type && left.message == right.message
            && left.request == right.request && left.isBare == right.isBare
            && left.classification == right.classification && left.writtenRecordIDs == right.writtenRecordIDs
    }

    /// The kind of failure, by one rule: Airtable's status (``FailureKind/init(status:)``), except
    /// that its ambiguous 403 `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND` (no such base, or the token
    /// has no access to it: Airtable will not say which) is an authentication failure; failures that
    /// are not Airtable's answer by their type.
    public var failureKind: FailureKind {
        if let kind = classification { return kind }
        switch type {
        case .modelNotFoundOrForbidden: return .authentication
        case .unreachable, .cancelled, .decoding, .paging: return .unavailable
        case .encoding, .invalidRequest, .configuration: return .input
        case .rateLimitReached: return .rateLimited
        default: return status.map(FailureKind.init(status:)) ?? .unavailable
        }
    }

    public var description: String {
        var text = ""
        if let request { text += "\(request): " }
        if let status { text += "\(status) " }
        text += type.rawValue
        if !message.isEmpty { text += ": \(message)" }
        return text
    }
}
