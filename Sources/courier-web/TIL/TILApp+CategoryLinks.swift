import Basics
import Foundation
import HTTPServer
import TILBrowser
import TILClient
import TILModels
import Web

/// Filing an acronym under a category, and taking it out of one.
extension TILApp {
    /// `POST /til/acronyms/:id/categories` (field `category`): files the acronym under a category.
    @MainActor
    func addToCategory(_ page: PageRequest) async -> PageResponse {
        let view = AddToCategoryPage(backend: backend)
        return await linkCategory(
            page, view: view, category: page.field("category"), unknown: .input("Pick a category")
        ) { acronym, session in
            let presenter = AddToCategoryPresenter(
                acronym: acronym, interactor: AddToCategoryInteractor(session: session))
            presenter.view = view
            return presenter
        }
    }

    /// `POST /til/acronyms/:id/categories/:category/remove`.
    @MainActor
    func removeFromCategory(_ page: PageRequest) async -> PageResponse {
        let view = RemoveFromCategoryPage(backend: backend)
        return await linkCategory(
            page, view: view, category: page.parameter("category"),
            unknown: Alert(message: "There is no such category", kind: .notFound)
        ) { acronym, session in
            let presenter = RemoveFromCategoryPresenter(
                acronym: acronym, interactor: RemoveFromCategoryInteractor(session: session))
            presenter.view = view
            return presenter
        }
    }

    /// The category whose id is `id`: one `picker` offers, else (a page left open while the
    /// acronym left the category) the server's, which the picker then finds it is not in. `nil`
    /// when there is none such, or (with an alert on `view`) when it cannot be read.
    @MainActor
    private func category(
        _ id: String, offeredBy picker: some CategoryPicking, session: TILSession, view: PageView
    ) async -> TILModels.Category? {
        if let offered = picker.categories.first(where: { $0.id?.uppercaseText == id }) { return offered }
        guard let uuid = UUID(uuidString: id) else { return nil }
        do throws(TILError) {
            return try await session.send(TILAPI.Categories.get(uuid))
        } catch {
            if error.failureKind != .notFound { view.show(Alert(error)) }
            return nil
        }
    }

    /// Adding the path's acronym to a category or taking it out of one: the acronym loaded, a
    /// login first when none is kept, then the picker `makePicker` makes (showing on `view`) loads
    /// its categories and picks the one whose id is `category` (`unknown` is shown when it offers
    /// none such), and the page goes back with the view's sentence (or the alerts when there is
    /// none).
    @MainActor
    private func linkCategory<View: CategoryLinkPage, Picker: CategoryPicking>(
        _ page: PageRequest, view: View, category id: String, unknown: Alert? = nil,
        makePicker: (Acronym, TILSession) -> Picker
    ) async -> PageResponse {
        let session = session(for: page)
        guard let acronym = await load(page, session: session, into: view) else {
            return notLoaded(page, view)
        }
        let path = "/til/acronyms/\(page.parameter("id"))"
        if let login = loginFirst(page, next: path) { return login }
        let picker = makePicker(acronym, session)
        await picker.load()
        if view.alerts.isEmpty,
            let category = await category(id, offeredBy: picker, session: session, view: view)
        {
            await picker.select(category)
        } else if let unknown, view.alerts.isEmpty {
            view.show(unknown)
        }
        finish(session, page)
        guard let sentence = view.sentence(about: acronym) else {
            return notDone(page, view, "Not changed", formPath: path)
        }
        page.flash(sentence)
        return .redirect(to: path)
    }
}
