/// An error's type: Airtable's own names (`ROW_DOES_NOT_EXIST`…), kept even when unknown, and the
/// names this package gives failures that are not Airtable's answer (``unreachable``…). Every type
/// name the package uses is a constant here.
public struct AirtableErrorType: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Whether Airtable's server gives this type, rather than this package naming a failure that
    /// is not Airtable's answer.
    public var isAirtables: Bool { !Self.packages.contains(self) }

    // MARK: Airtable's

    public static let authenticationRequired: Self = "AUTHENTICATION_REQUIRED"
    /// A base that does not exist, or that the token cannot reach: Airtable does not say which.
    public static let modelNotFoundOrForbidden: Self = "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND"
    /// The bare `{"error":"NOT_FOUND"}`: no such route or record.
    public static let notFound: Self = "NOT_FOUND"
    /// The token's user may not do this (for example edit another user's comment).
    public static let invalidPermissions: Self = "INVALID_PERMISSIONS"
    public static let tableNotFound: Self = "TABLE_NOT_FOUND"
    public static let modelIDNotFound: Self = "MODEL_ID_NOT_FOUND"
    public static let viewNameNotFound: Self = "VIEW_NAME_NOT_FOUND"
    public static let rowDoesNotExist: Self = "ROW_DOES_NOT_EXIST"
    public static let rateLimitReached: Self = "RATE_LIMIT_REACHED"
    /// A listing's offset expired (or was never given out).
    public static let iteratorNotAvailable: Self = "LIST_RECORDS_ITERATOR_NOT_AVAILABLE"
    /// A listing's offset is not one Airtable could have given (a number, say).
    public static let invalidOffsetValue: Self = "INVALID_OFFSET_VALUE"
    public static let invalidRequestUnknown: Self = "INVALID_REQUEST_UNKNOWN"
    public static let invalidRequestBody: Self = "INVALID_REQUEST_BODY"
    public static let invalidRequestMissingFields: Self = "INVALID_REQUEST_MISSING_FIELDS"
    public static let requestTooLarge: Self = "INVALID_REQUEST_TOO_LARGE"
    public static let urlTooLong: Self = "INVALID_REQUEST_URL_TOO_LONG"
    public static let invalidRecords: Self = "INVALID_RECORDS"
    public static let unknownFieldName: Self = "UNKNOWN_FIELD_NAME"
    public static let invalidValueForColumn: Self = "INVALID_VALUE_FOR_COLUMN"
    public static let invalidMultipleChoiceOptions: Self = "INVALID_MULTIPLE_CHOICE_OPTIONS"
    public static let invalidAttachmentObject: Self = "INVALID_ATTACHMENT_OBJECT"
    public static let invalidFilterByFormula: Self = "INVALID_FILTER_BY_FORMULA"
    public static let invalidFieldName: Self = "INVALID_FIELD_NAME"
    public static let invalidFieldType: Self = "INVALID_FIELD_TYPE"
    /// A new field's options are not what its type takes (``FieldOptionRules``).
    public static let invalidFieldOptions: Self = "INVALID_FIELD_TYPE_OPTIONS_FOR_CREATE"
    public static let duplicateFieldName: Self = "DUPLICATE_OR_EMPTY_FIELD_NAME"
    public static let duplicateTableName: Self = "DUPLICATE_TABLE_NAME"
    /// A base holds as many webhooks as it may (``AirtableLimits/webhooksPerBase``).
    public static let tooManyWebhooks: Self = "TOO_MANY_WEBHOOKS_IN_BASE"
    public static let serverError: Self = "SERVER_ERROR"
    /// A 503 that is safe to send again (the server is busy or stopping).
    public static let retriableError: Self = "RETRIABLE_ERROR"

    // MARK: The package's, for failures that are not Airtable's answer

    /// No response arrived: connection refused, timed out or lost.
    public static let unreachable: Self = "UNREACHABLE"
    /// The task was cancelled.
    public static let cancelled: Self = "CANCELLED"
    /// A response arrived but could not be read as what the request expects.
    public static let decoding: Self = "DECODING"
    /// A value could not be encoded as JSON; nothing was sent.
    public static let encoding: Self = "ENCODING"
    /// The request could not be built (for example an endpoint that does not form a URL).
    public static let invalidRequest: Self = "INVALID_REQUEST"
    /// No token or no usable endpoint in the configuration.
    public static let configuration: Self = "CONFIGURATION"
    /// An error status without an Airtable error body.
    public static let httpError: Self = "HTTP_ERROR"
    /// A listing could not go on: its cursor led back to a page already read (it would loop), or
    /// it went past the page limit.
    public static let paging: Self = "PAGING"
    /// A base's schema was asked for and is not there (`404`): no such base, or a server without
    /// the Metadata API. Setup says so rather than call it a missing table.
    public static let schemaNotFound: Self = "SCHEMA_NOT_FOUND"

    /// Every name above that is the package's.
    private static let packages: Set<Self> = [
        .unreachable, .cancelled, .decoding, .encoding, .invalidRequest, .configuration, .httpError, .paging,
        .schemaNotFound,
    ]
}
