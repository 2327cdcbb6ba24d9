import Web

/// The page that asks before a delete, in every app: the question as its heading (four lines at
/// most, so a very long name does not push the button screens away), what is about to be deleted, and a form posting to `action` with the delete button and a link back (`cancel`) that
/// deletes nothing. The delete itself is a POST, so a link followed by a crawler or a prefetch
/// deletes nothing.
enum DeleteConfirmation {
    @MainActor
    static func html(
        _ question: String, about facts: HTML, action: String, delete: String = "Delete",
        cancel: (path: String, label: String), page: PageRequest
    ) -> HTML {
        """
        <h1 class="clamped">\(question)</h1>
        \(facts)
        <form class="actions" method="post" action="\(action)">\(page.postFields)
        <button class="danger" type="submit">\(delete)</button> <a href="\(cancel.path)">\(cancel.label)</a></form>
        """
    }
}
