import Basics
import HTTPServer
import TILBrowser
import TILClient
import Web

extension TILApp {
    /// `GET /til/categories`.
    @MainActor
    func categories(_ page: PageRequest) async -> PageResponse {
        let presenter = CategoryListPresenter(interactor: CategoryListInteractor(session: session(for: page)))
        let view = CategoryListPage(backend: backend)
        presenter.view = view
        await presenter.load()
        let paging = ListPaging(count: view.categories.count, asked: ListPaging.asked(page.form))
        return .page(
            TILLayout.page(paging.title("Categories", .english), page, app: self, view.html(paging)),
            status: view.status)
    }

    /// `GET /til/categories/:id`: the category and its acronyms.
    @MainActor
    func category(_ page: PageRequest) async -> PageResponse {
        await group(page, "category") { session, id throws(TILError) in
            .category(try await session.send(TILAPI.Categories.get(id)))
        }
    }

    /// `GET /til/categories/new`: Name; again, with `status`, after a refusal or a lost login.
    @MainActor
    func categoryForm(
        _ page: PageRequest, errors: [String: String] = [:], alerts: HTML = .empty,
        status: Response.Status = .ok
    ) -> PageResponse {
        if let login = loginFirst(page, next: "/til/categories/new") { return login }
        let kept = restoredInput(page, path: "/til/categories/new") ?? [:]
        let form = FormPage.form(
            action: "/til/categories",
            fields: [
                FormField(
                    name: "name", label: "Name", value: kept["name"] ?? page.field("name"),
                    error: errors["name"],
                    required: true)
            ],
            submit: "Save", page: page, creates: true)
        return .page(
            TILLayout.page(
                "Create a category", page, app: self, "<h1>Create a category</h1>\(alerts)\(form)"),
            status: status)
    }

    /// `POST /til/categories`.
    @MainActor
    func createCategory(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let presenter = CategoryEditorPresenter(interactor: CategoryEditorInteractor(session: session))
        let view = CategoryEditorPage(backend: backend)
        presenter.view = view
        await presenter.save(name: page.field("name"))
        finish(session, page)
        if let category = view.created, let id = category.id {
            page.flash(Messages.created(category))
            return .redirect(to: "/til/categories/\(id.uppercaseText)")
        }
        if Self.needsLogin(view.alerts) { return reauthenticate(page, formPath: "/til/categories/new") }
        // The name is the form's one field: what was refused is said beside it.
        var fields = [Messages.nameRequired: "name"]
        for alert in view.alerts where alert.kind == .rejected { fields[alert.message] = "name" }
        let refused = view.formErrors(fields)
        return categoryForm(page, errors: refused.errors, alerts: refused.others, status: view.status)
    }
}
