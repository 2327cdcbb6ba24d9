import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// A user's and a category's acronyms.
@MainActor @Suite struct AcronymGroupPresenterTests {
    @Test func aUsersAcronyms() async {
        let api = StubAPI(routes: [
            "GET users/\(Fixtures.id(Fixtures.admin))/acronyms": Fixtures.json([Fixtures.omg])
        ])
        defer { api.cleanUp() }
        let presenter = AcronymGroupPresenter(
            group: .user(Fixtures.admin), interactor: AcronymGroupInteractor(session: api.session))
        let view = FakeAcronymGroupView()
        presenter.view = view
        await presenter.load()
        #expect(view.shown.first?.0 == .user(Fixtures.admin))
        #expect(view.shown.first?.1 == [Fixtures.omg])
    }

    @Test func aCategorysAcronymsAndAMissingCategory() async {
        let route = "GET categories/\(Fixtures.id(Fixtures.teenager))/acronyms"
        let api = StubAPI(routes: [route: Fixtures.json([Fixtures.omg, Fixtures.til])])
        defer { api.cleanUp() }
        let presenter = AcronymGroupPresenter(
            group: .category(Fixtures.teenager), interactor: AcronymGroupInteractor(session: api.session))
        let view = FakeAcronymGroupView()
        presenter.view = view
        await presenter.load()
        #expect(view.shown.first?.1 == [Fixtures.omg, Fixtures.til])

        let missing = AcronymGroupPresenter(
            group: .category(Fixtures.funny), interactor: AcronymGroupInteractor(session: api.session))
        missing.view = view
        await missing.load()
        #expect(view.alerts.first?.message == "There was an error getting the category\u{2019}s acronyms")
        #expect(view.alerts.first?.kind == .notFound)
    }
}
