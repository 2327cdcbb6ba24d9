import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// The categories list and Create Category.
@MainActor @Suite struct CategoryPresentersTests {
    @Test func theListShowsCategoriesOrTheAppsMessage() async {
        let api = StubAPI(routes: ["GET categories": Fixtures.json([Fixtures.teenager])])
        defer { api.cleanUp() }
        let presenter = CategoryListPresenter(interactor: CategoryListInteractor(session: api.session))
        let view = FakeCategoryListView()
        presenter.view = view
        await presenter.refresh()
        #expect(view.shown == [[Fixtures.teenager]])
        #expect(view.loading == [true, false])

        let down = StubAPI { _ in Fixtures.serverDown }
        defer { down.cleanUp() }
        let failing = CategoryListPresenter(interactor: CategoryListInteractor(session: down.session))
        failing.view = view
        await failing.load()
        #expect(view.alerts.first?.message == "There was an error getting the categories")
        #expect(view.alerts.first?.kind == .unavailable)
    }

    /// Create Category on `api`, and its view.
    private func editor(_ api: StubAPI) -> (CategoryEditorPresenter, FakeCategoryEditorView) {
        let presenter = CategoryEditorPresenter(interactor: CategoryEditorInteractor(session: api.session))
        let view = FakeCategoryEditorView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func createValidatesThenSavesTheName() async {
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([TILModels.Category]()),
            "POST categories": Fixtures.json(Fixtures.teenager),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = editor(api)
        await presenter.save(name: "  ")
        #expect(view.alerts == [.input("You must specify a name")])
        await presenter.save(name: "Teenager")
        #expect(view.created == [Fixtures.teenager])
        #expect(api.lastBody == ["name": "Teenager"])
        #expect(api.requested == ["GET categories", "POST categories"])
    }

    /// A name another category has already (in any case) is refused before anything is created,
    /// naming that category as it is spelled.
    @Test func aNameTakenAlreadyIsRefused() async {
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([Fixtures.teenager]),
            "POST categories": Fixtures.json(Fixtures.teenager),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = editor(api)
        await presenter.save(name: " teenager ")
        #expect(
            view.alerts.map(\.message) == ["There is a category called \(Fixtures.teenager.name) already"])
        #expect(view.alerts.map(\.kind) == [.rejected])
        #expect(view.created.isEmpty)
        #expect(api.requested == ["GET categories"])
    }

    @Test func aFailedCreateShowsTheAppsMessage() async {
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([TILModels.Category]()),
            "POST categories": Fixtures.error(422, "Unprocessable Entity"),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = editor(api)
        await presenter.save(name: "Teenager")
        #expect(view.alerts.first?.message == "There was a problem saving the category")
        #expect(view.alerts.first?.kind == .rejected)
    }
}
