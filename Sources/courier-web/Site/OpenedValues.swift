/// The values an edit form was opened with, carried in the form as hidden `opened.NAME` fields, so
/// that saving it changes only what the person changed there. Without them a save compares what
/// was sent with the record as it is now, and a field another window saved meanwhile counts as
/// changed here too: the old value this form still shows would undo it.
struct OpenedValues: Sendable, Hashable {
    private static let prefix = "opened."
    private var values: [String: String]

    /// The form's fields as it shows them. A one-line text input sends its value without line
    /// breaks (a browser removes them), so that is how each is kept, but for the fields named in
    /// `lines` (a `<textarea>`, whose breaks are sent as `\n`, as ``PageRequest/field(_:)`` reads
    /// them): an untouched field then sends back exactly what is kept here.
    init(_ values: [String: String], lines: Set<String> = []) {
        var kept: [String: String] = [:]
        for (name, value) in values {
            kept[name] =
                lines.contains(name)
                ? PageRequest.unixLineBreaks(value) : value.filter { $0 != "\n" && $0 != "\r" }
        }
        self.values = kept
    }

    /// The values a posted form carries, or `nil` for a form without them (sent by a script, or by
    /// a page from before they were carried): its save compares with the record as it is now.
    init?(posted page: PageRequest, names: [String]) {
        var values: [String: String] = [:]
        for name in names {
            guard let value = page.form[Self.prefix + name] else { return nil }
            values[name] = PageRequest.unixLineBreaks(value)
        }
        self.values = values
    }

    /// What the form showed in field `name` when it was opened ("" for none).
    subscript(name: String) -> String { values[name] ?? "" }

    /// Whether a form's field `name` is one of the hidden fields that carry the values.
    static func carries(_ name: String) -> Bool { name.hasPrefix(prefix) }

    /// The hidden fields that carry the values (``FormPage/form(action:fields:submit:page:hidden:enctype:)``'s
    /// `hidden`).
    var hiddenFields: [String: String] {
        Dictionary(uniqueKeysWithValues: values.map { (Self.prefix + $0.key, $0.value) })
    }
}
