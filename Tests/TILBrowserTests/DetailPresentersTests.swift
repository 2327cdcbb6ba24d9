import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// A user's and a category's acronyms.
@MainActor @Suite struct DetailPresentersTests {
    @Test func aUsersAcronyms() async {
        let api = StubAPI(routes: [
            "GET users/\(Fixtures.id(Fixtures.admin))/acronyms": Fixtures.json([Fixtures.omg])
        ])
        defer { api.cleanUp() }
        let presenter = UserDetailPresenter(
            user: Fixtures.admin, interactor: UserDetailInteractor(session: api.session))
        let view = FakeUserDetailView()
        presenter.view = view
        await presenter.load()
        #expect(view.shown.first?.0 == Fixtures.admin)
        #expect(view.shown.first?.1 == [Fixtures.omg])
    }

    @Test func aCategorysAcronymsAndAMissingCategory() async {
        let route = "GET categories/\(Fixtures.id(Fixtures.teenager))/acronyms"
        let api = StubAPI(routes: [route: Fixtures.json([Fixtures.omg, Fixtures.til])])
        defer { api.cleanUp() }
        let presenter = CategoryDetailPresenter(
            category: Fixtures.teenager, interactor: CategoryDetailInteractor(session: api.session))
        let view = FakeCategoryDetailView()
        presenter.view = view
        await presenter.load()
        #expect(view.shown.first?.1 == [Fixtures.omg, Fixtures.til])

        let missing = CategoryDetailPresenter(
            category: Fixtures.funny, interactor: CategoryDetailInteractor(session: api.session))
        missing.view = view
        await missing.load()
        #expect(view.alerts.first?.message == "There was an error getting the category\u{2019}s acronyms")
        #expect(view.alerts.first?.kind == .notFound)
    }
}
