import Basics
import Foundation

/// Airtable's errors with their statuses, types and messages (the recorded ones where Airtable's are
/// known): what airtable-local answers.
extension AirtableError {
    public static let authenticationRequired = AirtableError(
        status: 401, type: .authenticationRequired, message: "Authentication required")

    /// The bare `{"error":"NOT_FOUND"}`: no such route or record.
    public static let notFound = AirtableError(status: 404, type: .notFound, isBare: true)

    public static let modelNotFound = AirtableError(
        status: 403, type: .modelNotFoundOrForbidden,
        message: "Invalid permissions, or the requested model was not found. Check that both your user and "
            + "your token have the required permissions, and that the model names and/or ids are correct.")

    /// Airtable's documented 403 for what the token's user may not do: only a comment's author may
    /// edit or delete it.
    public static let notPermitted = AirtableError(
        status: 403, type: .invalidPermissions, message: "You are not permitted to perform this operation")

    public static let rateLimited = AirtableError(
        status: 429, type: .rateLimitReached, message: "Rate limit exceeded. Please try again later")

    public static let iteratorNotAvailable = AirtableError(status: 422, type: .iteratorNotAvailable)

    /// An offset that no listing gives out (Airtable's offsets are tokens, not record counts).
    public static func invalidOffset(_ offset: String) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidOffsetValue, message: "The value of offset \(echo(offset)) is invalid")
    }

    public static let invalidRequest = AirtableError(
        status: 422, type: .invalidRequestUnknown,
        message: "Invalid request: parameter validation failed. Check your request data.")

    public static let payloadTooLarge = AirtableError(
        status: 413, type: .requestTooLarge, message: "Request body is too large")

    public static let urlTooLong = AirtableError(
        status: 414, type: .urlTooLong,
        message: "The URL is \(AirtableLimits.urlLength.formatted(.number.locale(Locale(identifier: "en")))) "
            + "characters or more: send the parameters to POST …/listRecords instead")

    public static let serverError = AirtableError(
        status: 500, type: .serverError, message: "Server encountered an error while processing your request")

    /// Airtable's documented 503: the server is busy (or stopping), and sending the request again
    /// later is safe.
    public static let retriable = AirtableError(
        status: 503, type: .retriableError,
        message:
            "Server encountered an error while processing your request, and it is safe to retry the request"
    )

    public static let missingFields = AirtableError(
        status: 422, type: .invalidRequestMissingFields,
        message: "Could not find field \"fields\" in the request body")

    public static func invalidRequest(_ message: String) -> AirtableError {
        AirtableError(status: 422, type: .invalidRequestUnknown, message: "Invalid request: \(message)")
    }

    public static func malformedBody(_ detail: String) -> AirtableError {
        AirtableError(
            status: 400, type: .invalidRequestBody, message: "Could not parse request body: \(detail)")
    }

    public static func tableNotFound(_ table: String, base: String) -> AirtableError {
        AirtableError(
            status: 404, type: .tableNotFound,
            message: "Could not find table \(echo(table)) in application \(base)"
        )
    }

    public static func modelIDNotFound(_ what: String) -> AirtableError {
        AirtableError(status: 404, type: .modelIDNotFound, message: what)
    }

    public static func viewNotFound(_ view: String, table: String) -> AirtableError {
        AirtableError(
            status: 422, type: .viewNameNotFound,
            message: "Could not find view \(echo(view)) in table \(table)")
    }

    public static func rowDoesNotExist(_ id: String) -> AirtableError {
        AirtableError(
            status: 422, type: .rowDoesNotExist, message: "Record ID \(echo(id)) does not exist in this table"
        )
    }

    public static func tooManyRecords(_ count: Int, verb: String) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidRecords,
            message: "A maximum of \(AirtableLimits.recordsPerRequest) records can be \(verb) per request "
                + "but you have provided \(count).")
    }
}
