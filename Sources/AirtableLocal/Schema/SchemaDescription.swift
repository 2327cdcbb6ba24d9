import AirtableModel
import Basics

/// A table's or a field's description as the Metadata API takes it: text of at most
/// ``AirtableModel/AirtableLimits/descriptionLength`` characters. Absent or `null` is no description
/// given (a rename leaves the description as it is).
enum SchemaDescription {
    static func read(_ value: JSONValue?) throws(AirtableError) -> String? {
        guard let value, !value.isNull else { return nil }
        guard let text = value.stringValue else { throw .invalidRequest("description must be text") }
        let limit = AirtableLimits.descriptionLength
        guard text.count <= limit else {
            throw .invalidRequest("a description may have at most \(limit) characters, not \(text.count)")
        }
        return text
    }
}
