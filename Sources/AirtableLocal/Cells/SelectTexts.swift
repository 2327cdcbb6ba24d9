import AirtableModel
import Basics
import Foundation

/// The texts a write gives a multiple select, each a choice's name or id: a list of strings, or,
/// with typecast, one text with commas between them. One reading for a written cell and for an
/// upsert's merge value.
enum SelectTexts {
    /// The texts in `value`, blanks left out; `nil` when `value` is of another shape.
    static func of(_ value: JSONValue, typecast: Bool) -> [String]? {
        switch value {
        case .array(let items):
            var texts: [String] = []
            for item in items {
                guard let text = item.stringValue else { return nil }
                if !text.isEmpty { texts.append(text) }
            }
            return texts
        case .string(let text) where typecast:
            return text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        default:
            return nil
        }
    }
}
