/// The errors the server answers, with Airtable's statuses, types and messages.
extension AirtableError {
    static let authenticationRequired = AirtableError(
        status: 401, type: "AUTHENTICATION_REQUIRED", message: "Authentication required")

    static let notFound = AirtableError(status: 404, type: "NOT_FOUND", isBare: true)

    static let modelNotFound = AirtableError(
        status: 403, type: "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND",
        message: "Invalid permissions, or the requested model was not found. Check that both your user and "
            + "your token have the required permissions, and that the model names and/or ids are correct.")

    static let rateLimited = AirtableError(
        status: 429, type: "RATE_LIMIT_REACHED", message: "Rate limit exceeded. Please try again later")

    static let iteratorNotAvailable = AirtableError(status: 422, type: "LIST_RECORDS_ITERATOR_NOT_AVAILABLE")

    static let invalidRequest = AirtableError(
        status: 422, type: "INVALID_REQUEST_UNKNOWN",
        message: "Invalid request: parameter validation failed. Check your request data.")

    static let payloadTooLarge = AirtableError(
        status: 413, type: "INVALID_REQUEST_TOO_LARGE", message: "Request body is too large")

    static let urlTooLong = AirtableError(
        status: 414, type: "INVALID_REQUEST_URL_TOO_LONG",
        message: "The URL is 16,000 characters or more: send the parameters to POST …/listRecords instead")

    static let serverError = AirtableError(
        status: 500, type: "SERVER_ERROR",
        message: "Server encountered an error while processing your request")

    static func invalidRequest(_ message: String) -> AirtableError {
        AirtableError(status: 422, type: "INVALID_REQUEST_UNKNOWN", message: "Invalid request: \(message)")
    }

    static func malformedBody(_ detail: String) -> AirtableError {
        AirtableError(
            status: 400, type: "INVALID_REQUEST_BODY", message: "Could not parse request body: \(detail)")
    }

    static func tableNotFound(_ table: String, base: String) -> AirtableError {
        AirtableError(
            status: 404, type: "TABLE_NOT_FOUND",
            message: "Could not find table \(table) in application \(base)")
    }

    static func modelIDNotFound(_ what: String) -> AirtableError {
        AirtableError(status: 404, type: "MODEL_ID_NOT_FOUND", message: what)
    }

    static func unknownField(_ name: String) -> AirtableError {
        AirtableError(status: 422, type: "UNKNOWN_FIELD_NAME", message: "Unknown field name: \"\(name)\"")
    }

    static func invalidValue(_ message: String) -> AirtableError {
        AirtableError(status: 422, type: "INVALID_VALUE_FOR_COLUMN", message: message)
    }

    static func cannotAccept(_ field: String) -> AirtableError {
        invalidValue("Field \"\(field)\" cannot accept the provided value")
    }

    static func computed(_ field: String) -> AirtableError {
        invalidValue("Field \"\(field)\" cannot accept a value because the field is computed")
    }

    static func newSelectOption(_ raw: String) -> AirtableError {
        AirtableError(
            status: 422, type: "INVALID_MULTIPLE_CHOICE_OPTIONS",
            message: "Insufficient permissions to create new select option \"\(raw)\"")
    }

    static func tooManyRecords(_ count: Int, verb: String) -> AirtableError {
        AirtableError(
            status: 422, type: "INVALID_RECORDS",
            message: "A maximum of 10 records can be \(verb) per request but you have provided \(count).")
    }

    static func rowDoesNotExist(_ id: String) -> AirtableError {
        AirtableError(
            status: 422, type: "ROW_DOES_NOT_EXIST", message: "Record ID \(id) does not exist in this table")
    }

    static let missingFields = AirtableError(
        status: 422, type: "INVALID_REQUEST_MISSING_FIELDS",
        message: "Could not find field \"fields\" in the request body")

    static func invalidFormula(_ message: String) -> AirtableError {
        AirtableError(
            status: 422, type: "INVALID_FILTER_BY_FORMULA",
            message: "The formula for filtering records is invalid: \(message)")
    }

    static func viewNotFound(_ view: String, table: String) -> AirtableError {
        AirtableError(
            status: 422, type: "VIEW_NAME_NOT_FOUND", message: "Could not find view \(view) in table \(table)"
        )
    }
}
