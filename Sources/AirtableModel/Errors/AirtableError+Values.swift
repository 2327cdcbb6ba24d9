import Basics

/// Airtable's errors about written values and schema changes.
extension AirtableError {
    public static func unknownField(_ name: String) -> AirtableError {
        AirtableError(status: 422, type: .unknownFieldName, message: "Unknown field name: \"\(echo(name))\"")
    }

    public static func invalidValue(_ message: String) -> AirtableError {
        AirtableError(status: 422, type: .invalidValueForColumn, message: message)
    }

    public static func cannotAccept(_ field: String) -> AirtableError {
        invalidValue("Field \"\(field)\" cannot accept the provided value")
    }

    public static func computed(_ field: String) -> AirtableError {
        invalidValue("Field \"\(field)\" cannot accept a value because the field is computed")
    }

    public static func newSelectOption(_ raw: String) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidMultipleChoiceOptions,
            message: "Insufficient permissions to create new select option \"\(echo(raw))\"")
    }

    public static func invalidAttachment(field: String, _ item: JSONValue) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidAttachmentObject,
            message: "Invalid attachment object for field \(field): \(echo(item.jsonText))")
    }

    public static func invalidFormula(_ message: String) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidFilterByFormula,
            message: "The formula for filtering records is invalid: \(message)")
    }

    /// A filter whose evaluation over the table would take longer than a listing may work
    /// (airtable-local's bound; Airtable does not document one).
    public static func formulaTooSlow(limit: Duration) -> AirtableError {
        invalidFormula(
            "Evaluating it over this table takes more than \(secondsText(limit)), the most one listing "
                + "may work; use a simpler formula")
    }

    /// A listing whose sorting or formula fields would take longer than a listing may work.
    public static func listingTooSlow(limit: Duration) -> AirtableError {
        invalidRequest(
            "listing these records takes more than \(secondsText(limit)), the most one listing may work; "
                + "sort by fewer fields, or ask for fewer fields or records")
    }

    /// `2 s`, `0.5 s`.
    private static func secondsText(_ duration: Duration) -> String {
        let seconds = duration.seconds
        return (seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)) + " s"
    }

    /// A table named by nothing but blanks (Airtable's type for it is not confirmed: the generic one).
    public static let emptyTableName = invalidRequest("a table needs a non-empty name")

    public static let emptyFieldName = AirtableError(
        status: 422, type: .invalidFieldName, message: "A field needs a non-empty name")

    public static func duplicateFieldName(_ name: String) -> AirtableError {
        AirtableError(
            status: 422, type: .duplicateFieldName, message: "Field name \"\(echo(name))\" is already used")
    }

    public static func fieldTypeNotCreatable(_ type: String) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidFieldType,
            message: "Field type \(echo(type)) cannot be created through the API")
    }

    public static func invalidFieldOptions(_ field: String, _ problem: String) -> AirtableError {
        AirtableError(
            status: 422, type: .invalidFieldOptions,
            message: "Invalid options for field \"\(echo(field))\": \(problem)")
    }

    public static func duplicateTableName(_ name: String) -> AirtableError {
        AirtableError(
            status: 422, type: .duplicateTableName, message: "Table name \"\(echo(name))\" is already used")
    }
}
