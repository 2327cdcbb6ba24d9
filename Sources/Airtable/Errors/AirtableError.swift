/// Everything that can go wrong talking to Airtable, as one typed error.
///
/// API errors keep Airtable's own `type` (for example `INVALID_FILTER_BY_FORMULA` or
/// `ROW_DOES_NOT_EXIST`), even types this client does not know. Failures that are not Airtable's
/// answer get a type of their own: ``unreachable`` when no response arrived, ``decoding`` when the
/// response could not be read, ``configuration`` for a missing token or endpoint, and so on.
///
/// The token never appears in an error: messages name the method and URL, never headers.
public struct AirtableError: Error, Sendable, CustomStringConvertible, Equatable {
    /// The HTTP status, or `nil` when no response arrived.
    public var status: Int?
    /// Airtable's error type, kept even when unknown; one of the constants below otherwise.
    public var type: String
    /// What went wrong, for people.
    public var message: String
    /// The request that failed, as `METHOD url` (query values that look secret are masked).
    public var request: String?

    public init(status: Int?, type: String, message: String, request: String? = nil) {
        self.status = status
        self.type = type
        self.message = message
        self.request = request
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
    /// A listing could not go on: its cursor led back to a page already read (it would loop), or
    /// it went past the page limit.
    public static let paging = "PAGING"

    // MARK: Classification

    /// The record, table, base or route does not exist. Airtable answers 404 (`NOT_FOUND`,
    /// `TABLE_NOT_FOUND`, `MODEL_ID_NOT_FOUND`) or, under personal access tokens, 403
    /// `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND`, which cannot tell "missing" from "forbidden".
    public var isNotFound: Bool {
        status == 404 || type.hasSuffix("NOT_FOUND")
    }

    /// The token is missing, unknown or revoked (401 `AUTHENTICATION_REQUIRED`).
    public var isAuthentication: Bool {
        status == 401 || type == "AUTHENTICATION_REQUIRED"
    }

    /// Airtable's rate limit answered (429), and the documented wait did not help.
    public var isRateLimited: Bool {
        status == 429 || type == Self.rateLimited
    }

    /// No response arrived: the server refused the connection, timed out, or dropped it.
    public var isUnreachable: Bool { type == Self.unreachable }

    /// The task was cancelled while the request was waiting or in flight.
    public var isCancelled: Bool { type == Self.cancelled }

    public var description: String {
        var text = ""
        if let request { text += "\(request): " }
        if let status { text += "\(status) " }
        text += type
        if !message.isEmpty { text += ": \(message)" }
        return text
    }
}
