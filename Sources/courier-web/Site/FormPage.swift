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
enum FormPage {
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
        return """
            <form method="post" action="\(action)"\(encoding)>\(page.postFields(for: action))\(kept)
            \(fields.map { $0.html(optionalMark: marksOptional ? optionalMark : nil) })
            <p class="actions"><button type="submit">\(submit)</button>\(cancelLink)</p>
            </form>
            """
    }
}
