import Web

/// A form of fields posting to `action`, with the session's CSRF token and a submit button, and a
/// link back (`cancel`: where to, and its words) for an edit form, which leaves without saving.
///
/// In a form where some fields must be filled in and others not, the others say so after their
/// label (`optionalMark`, "(optional)" in the page's language), so that a person sees which before
/// sending it; where every field must be filled in, none is marked.
///
/// A form that `creates` something is not filled in again by the browser when a person comes back
/// to it after saving (`autocomplete="off"`): its page is asked for again, with a new submission,
/// so saving what the browser put back would make a second one without a word.
///
/// A form with lists or boxes names them in a hidden field (``chosenFieldsName``): what they send
/// is a code (an id, `on`), not words the person saw, so a page that shows back what a form sent
/// (``SitePages/sendAgain(_:)``) leaves them out.
enum FormPage {
    /// The hidden field that names, separated by spaces, the fields of a form that are chosen
    /// rather than typed.
    static let chosenFieldsName = "chosen"

    /// The hidden field that names `fields` as chosen rather than typed, or nothing for none.
    static func chosenFields(_ names: [String]) -> HTML {
        names.isEmpty
            ? .empty
            : "<input type=\"hidden\" name=\"\(chosenFieldsName)\" value=\"\(formValue: names.joined(separator: " "))\">"
    }

    /// The names a posted form says are chosen rather than typed (none for a form sent without
    /// them).
    @MainActor
    static func chosenNames(in page: PageRequest) -> Set<String> {
        Set((page.form[chosenFieldsName] ?? "").split(separator: " ").map(String.init))
    }

    @MainActor
    static func form(
        action: String, fields: [FormField], submit: String, page: PageRequest,
        hidden: [String: String] = [:],
        enctype: String? = nil, cancel: (path: String, label: String)? = nil,
        optionalMark: String = "(optional)", creates: Bool = false
    ) -> HTML {
        var encoding: HTML = enctype.map { " enctype=\"\($0)\"" } ?? .empty
        if creates { encoding = "\(encoding) autocomplete=\"off\"" }
        let cancelLink: HTML = cancel.map { " <a href=\"\($0.path)\">\($0.label)</a>" } ?? .empty
        let marksOptional = fields.contains(where: \.required)
        var fields = fields
        if let first = fields.firstIndex(where: { $0.error != nil }) { fields[first].isFocused = true }
        let kept: [HTML] = hidden.sorted { $0.key < $1.key }.map {
            "<input type=\"hidden\" name=\"\($0.key)\" value=\"\(formValue: $0.value)\">"
        }
        let chosen = chosenFields(fields.filter(\.isChosen).map(\.name))
        return """
            <form method="post" action="\(action)"\(encoding)>\(page.postFields(for: action))\(kept)\(chosen)
            \(fields.map { $0.html(optionalMark: marksOptional ? optionalMark : nil) })
            <p class="actions"><button type="submit">\(submit)</button>\(cancelLink)</p>
            </form>
            """
    }
}
