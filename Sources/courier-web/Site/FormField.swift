import Web

/// One labelled control of a form, with what the user typed and, after a refused save, the error
/// shown next to it.
struct FormField: Sendable {
    enum Control: Sendable {
        case text
        /// Text of several lines (`<textarea>`): its line breaks are kept.
        case lines
        case password
        case date
        case number
        /// A `<select>` of (value, label) options.
        case select([(value: String, label: String)])
        case checkbox
        /// A file to upload, of the types `accept` lists (`.csv,text/csv`).
        case file(accept: String)
    }

    /// The name of every password field of the site. What is sent under it is never kept (in a
    /// session, for a form interrupted by a lost login) nor written back into a page (a form
    /// offered to be sent again): it is typed again.
    static let passwordName = "password"

    let name: String
    let label: String
    var control: Control = .text
    var value: String = ""
    var error: String?
    var required = false
    /// What a browser may fill the field with (`username`, `current-password`, `new-password`), so
    /// that a password manager offers the right thing; `nil` for its own guess.
    var autocomplete: String?
    /// Whether the page opens with the focus here: on the first field a refused save marked, so that
    /// a person (or a screen reader) lands on the error rather than at the top of the page again.
    var isFocused = false

    /// Whether a person can leave it empty: a text to type or a file to choose that is not
    /// ``required`` (a list always has a choice, a box is its own answer).
    var mayBeLeftEmpty: Bool {
        switch control {
        case .select, .checkbox: false
        case .text, .lines, .password, .date, .number, .file: !required
        }
    }

    /// Whether the person picks its value rather than types it: what a list or a box sends is a
    /// code, not the words the person saw.
    var isChosen: Bool {
        switch control {
        case .select, .checkbox: true
        case .text, .lines, .password, .date, .number, .file: false
        }
    }

    /// The label, the control and its error; `optionalMark` after the label of a field that may be
    /// left empty.
    func html(optionalMark: String? = nil) -> HTML {
        let id = "field-\(name)"
        let invalid: HTML = error == nil ? .empty : " aria-invalid=\"true\" aria-describedby=\"\(id)-error\""
        let described: HTML = isFocused ? invalid + " autofocus" : invalid
        let autocompleteAttribute: HTML = autocomplete.map { " autocomplete=\"\($0)\"" } ?? .empty
        let requiredAttribute: HTML = required ? " required\(autocompleteAttribute)" : autocompleteAttribute
        let input: HTML
        switch control {
        case .text, .password, .date, .number:
            let kind: HTML =
                switch control {
                case .password: "type=\"password\""
                case .date: "type=\"date\""
                case .number: "type=\"text\" inputmode=\"decimal\""
                default: "type=\"text\""
                }
            input =
                "<input id=\"\(id)\" name=\"\(name)\" \(kind) value=\"\(formValue: value)\"\(requiredAttribute)\(described)>"
        case .lines:
            // A first line break after `<textarea>` is dropped by the HTML parser: one more keeps it.
            input =
                "<textarea id=\"\(id)\" name=\"\(name)\" rows=\"3\"\(requiredAttribute)\(described)>\n\(formValue: value)</textarea>"
        case .select(let options):
            let items: [HTML] = options.map { option in
                option.value == value
                    ? "<option value=\"\(formValue: option.value)\" selected>\(option.label)</option>"
                    : "<option value=\"\(formValue: option.value)\">\(option.label)</option>"
            }
            input = "<select id=\"\(id)\" name=\"\(name)\"\(requiredAttribute)\(described)>\(items)</select>"
        case .file(let accept):
            input =
                "<input id=\"\(id)\" name=\"\(name)\" type=\"file\" accept=\"\(accept)\"\(requiredAttribute)\(described)>"
        case .checkbox:
            let checked: HTML = value.isEmpty ? .empty : " checked"
            input =
                "<input id=\"\(id)\" name=\"\(name)\" type=\"checkbox\" value=\"on\"\(checked)\(described)>"
        }
        let message: HTML = error.map { "<p class=\"field-error\" id=\"\(id)-error\">\($0)</p>" } ?? .empty
        let mark: HTML =
            mayBeLeftEmpty ? optionalMark.map { " <span class=\"meta\">\($0)</span>" } ?? .empty : .empty
        return "<label for=\"\(id)\">\(label)\(mark)</label>\(input)\(message)"
    }
}
