import Basics

/// What the options of selects, links and computed fields say, read from ``FieldSchema/options``.
extension FieldSchema {
    /// The choices of a single or multiple select (`options.choices`), as given.
    public var choices: [JSONValue] { options?["choices"]?.arrayValue ?? [] }

    /// The choice names of a single or multiple select.
    public var choiceNames: [String] { choices.compactMap { $0["name"]?.stringValue } }

    /// The name of the choice `text` names, by its name or by its `sel…` id (a write may give either);
    /// `nil` when no choice has it.
    public func choiceName(for text: String) -> String? {
        choices.first { $0["name"]?.stringValue == text || $0["id"]?.stringValue == text }?["name"]?
            .stringValue
    }

    /// The table a `multipleRecordLinks` field links to.
    public var linkedTableID: String? { options?["linkedTableId"]?.stringValue }

    /// The field of the linked table that mirrors this one.
    public var inverseLinkFieldID: String? { options?["inverseLinkFieldId"]?.stringValue }

    /// The type of a computed field's values (`options.result.type`: a formula's, a created time's).
    public var resultType: FieldType? { options?["result"]?["type"]?.stringValue.map { FieldType($0) } }
}
