import Basics
import TILBrowser
import TILModels
import Web

/// One acronym: its meaning, owner and categories, with Edit, Delete, and adding it to a category
/// or taking it out of one.
@MainActor
final class AcronymDetailPage: PageView, AcronymDetailView {
    private(set) var detail: AcronymDetail?

    func showDetail(_ detail: AcronymDetail) { self.detail = detail }

    /// The acronym; with `canWrite` false (logged out), its categories are listed without the
    /// forms that change them, and a link to log in stands in their place.
    func html(_ page: PageRequest, categories: [TILModels.Category], canWrite: Bool) -> HTML {
        guard let detail, let id = detail.acronym.id?.uppercaseText else { return alertsHTML }
        let base = "/til/acronyms/\(id)"
        let owner: HTML =
            detail.user.map { user in
                let link = user.id.map { "/til/users/\($0.uppercaseText)" } ?? "/til/users"
                return "<a href=\"\(link)\">\(user.name)</a>"
            } ?? "could not be loaded"
        let attached: [HTML] = (detail.categories ?? []).map { category in
            let categoryID = category.id?.uppercaseText ?? ""
            guard canWrite else {
                return "<li><a href=\"/til/categories/\(categoryID)\">\(category.name)</a></li>"
            }
            return """
                <li><a href="/til/categories/\(categoryID)">\(category.name)</a> \
                <form class="inline" method="post" action="\(base)/categories/\(categoryID)/remove">\(page.postFields)\
                <button class="secondary" type="submit">Remove from \(category.name)</button></form></li>
                """
        }
        // With the acronym's categories unknown, nothing is offered to add: it could be in any.
        let others = categories.filter { candidate in
            detail.categories.map { !$0.contains { $0.id == candidate.id } } ?? false
        }
        let options: [HTML] = others.map {
            "<option value=\"\($0.id?.uppercaseText ?? "")\">\($0.name)</option>"
        }
        let login = "/til/login?next=" + base.queryValueEscaped
        let addForm: HTML =
            !canWrite
            ? "<p><a href=\"\(login)\">Log in</a> to add it to a category or take it out of one.</p>"
            : others.isEmpty
                ? .empty
                : """
                <form class="actions" method="post" action="\(base)/categories">\(page.postFields)\
                \(FormPage.chosenFields(["category"]))
                <label for="category">Category</label>
                <select id="category" name="category">\(options)</select>
                <button type="submit">Add to category</button>
                </form>
                """
        let categoryList: HTML =
            detail.categories == nil
            ? "<p>could not be loaded</p>" : attached.isEmpty ? "<p>none</p>" : "<ul>\(attached)</ul>"
        return """
            <h1>\(detail.acronym.shownShort)</h1>
            \(alertsHTML)
            <dl class="fields"><dt>Meaning</dt><dd class="lines">\(detail.acronym.long)</dd><dt>User</dt><dd>\(owner)</dd></dl>
            <p class="actions"><a class="button" href="\(base)/edit">Edit</a>
            <a class="button secondary" href="\(base)/delete">Delete</a></p>
            <h2>Categories</h2>
            \(categoryList)
            \(addForm)
            """
    }
}
