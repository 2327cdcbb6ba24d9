import TILBrowser
import TILClient
import TILModels
import Testing

/// Remove From Category: offers the acronym's own categories, detaches by id, sends nothing for a
/// category the acronym is not in, reports failures.
@MainActor @Suite struct RemoveFromCategoryPresenterTests {
    private let detachTeenager =
        "DELETE acronyms/\(Fixtures.id(Fixtures.omg))/categories/\(Fixtures.id(Fixtures.teenager))"
    private let omgCategories = "GET acronyms/\(Fixtures.id(Fixtures.omg))/categories"

    private func make(
        _ api: StubAPI, acronym: Acronym = Fixtures.omg, attached: [TILModels.Category]? = nil
    ) -> (RemoveFromCategoryPresenter, FakeRemoveFromCategoryView) {
        let presenter = RemoveFromCategoryPresenter(
            acronym: acronym, attached: attached,
            interactor: RemoveFromCategoryInteractor(session: api.session))
        let view = FakeRemoveFromCategoryView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func theAcronymsCategoriesAreLoadedWhenNotGiven() async {
        let api = StubAPI(routes: [omgCategories: Fixtures.json([Fixtures.teenager, Fixtures.funny])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.shown == [[Fixtures.teenager, Fixtures.funny]])
        #expect(api.requested == [omgCategories])
    }

    @Test func theCallersListSavesARequest() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.funny])
        await presenter.load()
        #expect(view.shown == [[Fixtures.funny]])
        #expect(api.requested.isEmpty)
    }

    @Test func pickingACategoryDetachesTheAcronymWithTheToken() async {
        let api = StubAPI(routes: [detachTeenager: .status(204)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.teenager, Fixtures.funny])
        await presenter.select(at: 0)
        #expect(view.outcomes == [.removed(Fixtures.teenager)])
        #expect(api.requested == [detachTeenager])
        #expect(api.stub.requests.last?.headers["Authorization"] == "Bearer \(Fixtures.token)")
        #expect(presenter.categories == [Fixtures.funny])
    }

    @Test func aCategoryTheAcronymIsNotInSendsNothing() async {
        let twin = TILModels.Category(id: .init(), name: "Teenager")
        let api = StubAPI(routes: [detachTeenager: .status(204)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.teenager])
        await presenter.select(twin)
        await presenter.select(at: 5)
        #expect(view.outcomes == [.notAttached(twin)], "matched by id, not by name")
        #expect(api.requested.isEmpty)
    }

    @Test func aFailedDetachKeepsTheCategoryAndSaysWhy() async {
        let api = StubAPI(routes: [detachTeenager: Fixtures.error(500, "Something went wrong.")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.teenager])
        await presenter.select(Fixtures.teenager)
        #expect(view.alerts.first?.message == "There was an error removing the acronym\nfrom the category")
        #expect(view.alerts.first?.detail == "Something went wrong.")
        #expect(view.outcomes.isEmpty)
        #expect(presenter.categories == [Fixtures.teenager])
    }

    @Test func aDetachWithARejectedTokenLogsOut() async {
        let api = StubAPI(routes: [detachTeenager: Fixtures.error(401, "User not authenticated.")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.teenager])
        await presenter.select(Fixtures.teenager)
        #expect(view.alerts.first?.dismissal == .showLogin)
        #expect(!api.isLoggedIn)
    }

    @Test func withoutALoginNothingIsSent() async {
        let api = StubAPI(loggedIn: false, routes: [detachTeenager: .status(204)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.teenager])
        await presenter.select(Fixtures.teenager)
        #expect(view.alerts.first?.message == "You must log in to do that")
        #expect(api.requested.isEmpty)
    }

    @Test func anAcronymWithoutAnIDCannotBeRemoved() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(
            api, acronym: Acronym(short: "A", long: "B", userID: .init()), attached: [Fixtures.teenager])
        await presenter.select(Fixtures.teenager)
        #expect(
            view.alerts.first?.message
                == "There was an error removing the acronym\nfrom the category - the acronym has no ID")
        #expect(api.requested.isEmpty)
    }

    @Test func failingToLoadTheCategoriesClosesTheScreen() async {
        let api = StubAPI { _ in Fixtures.serverDown }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.alerts.first?.message == "There was an error getting the acronym\u{2019}s categories")
        #expect(view.alerts.first?.dismissal == .close)
        #expect(view.shown.isEmpty)
    }

    @Test func theDetailOffersRemovalWithCategoriesOrWhenTheyAreNotKnown() {
        #expect(!AcronymDetail(acronym: Fixtures.omg, categories: []).canRemoveFromCategory)
        #expect(AcronymDetail(acronym: Fixtures.omg, categories: [Fixtures.funny]).canRemoveFromCategory)
        #expect(
            AcronymDetail(acronym: Fixtures.omg).canRemoveFromCategory,
            "the picker loads the categories that the detail could not")
    }
}
