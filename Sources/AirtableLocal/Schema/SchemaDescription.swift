import AirtableModel
import Basics

/// A table's or a field's description as the Metadata API takes it: text of at most
/// ``AirtableModel/AirtableLimits/descriptionLength`` characters, counted in UTF-16 units as
/// JavaScript counts a string's length. Absent or `null` is no description given (a rename leaves
/// the description as it is).
enum SchemaDescription {
    static func read(_ value: JSONValue?) throws(AirtableError) -> String? {
        guard let text = try ListParameters.string(value, "description") else { return nil }
        let limit = AirtableLimits.descriptionLength
        let length = text.utf16.count
        guard length <= limit else {
            throw .invalidRequest("a description may have at most \(limit) characters, not \(length)")
        }
        return text
    }
}
