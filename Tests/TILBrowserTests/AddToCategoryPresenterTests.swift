import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// Add To Category: checks by id, attaches once, reports failures.
@MainActor @Suite struct AddToCategoryPresenterTests {
    private let attachTeenager =
        "POST acronyms/\(Fixtures.id(Fixtures.omg))/categories/\(Fixtures.id(Fixtures.teenager))"

    private func make(
        _ api: StubAPI, acronym: Acronym = Fixtures.omg, attached: [TILModels.Category]? = nil
    ) -> (AddToCategoryPresenter, FakeAddToCategoryView) {
        let presenter = AddToCategoryPresenter(
            acronym: acronym, attached: attached, interactor: AddToCategoryInteractor(session: api.session))
        let view = FakeAddToCategoryView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func attachedCategoriesAreCheckedByIDNotByName() async {
        let twin = TILModels.Category(id: .init(), name: "Teenager")
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([Fixtures.teenager, twin, Fixtures.funny]),
            "GET acronyms/\(Fixtures.id(Fixtures.omg))/categories": Fixtures.json([Fixtures.teenager]),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.choices.last?.map(\.isSelected) == [true, false, false])
    }

    @Test func theCallersListOfAttachedCategoriesSavesARequest() async {
        let api = StubAPI(routes: ["GET categories": Fixtures.json([Fixtures.teenager, Fixtures.funny])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.funny])
        await presenter.load()
        #expect(view.choices.last?.map(\.isSelected) == [false, true])
        #expect(api.requested == ["GET categories"])
    }

    @Test func pickingACategoryAttachesTheAcronym() async {
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([Fixtures.teenager]), attachTeenager: .status(201),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [])
        await presenter.load()
        await presenter.select(at: 0)
        #expect(view.outcomes == [.added(Fixtures.teenager)])
        #expect(api.requested.last == attachTeenager)
        #expect(api.stub.requests.last?.headers["Authorization"] == "Bearer \(Fixtures.token)")
        #expect(presenter.choices.map(\.isSelected) == [true])
    }

    @Test func anAcronymAlreadyInTheCategoryIsNotAttachedTwice() async {
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([Fixtures.teenager]), attachTeenager: .status(201),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [Fixtures.teenager])
        await presenter.load()
        await presenter.select(at: 0)
        await presenter.select(Fixtures.teenager)
        #expect(view.outcomes == [.alreadyAttached(Fixtures.teenager), .alreadyAttached(Fixtures.teenager)])
        #expect(!api.requested.contains(attachTeenager))
    }

    @Test func aFailedAttachShowsTheAppsTwoLineMessage() async {
        let api = StubAPI(routes: [attachTeenager: Fixtures.error(404, "Not Found")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [])
        await presenter.select(Fixtures.teenager)
        #expect(view.alerts.first?.message == "There was an error adding the acronym\nto the category")
        #expect(view.alerts.first?.kind == .notFound)
        #expect(view.outcomes.isEmpty)
    }

    @Test func anAttachWithARejectedTokenLogsOut() async {
        let api = StubAPI(routes: [attachTeenager: Fixtures.error(401, "User not authenticated.")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, attached: [])
        await presenter.select(Fixtures.teenager)
        #expect(view.alerts.first?.dismissal == .showLogin)
        #expect(!api.isLoggedIn)
    }

    @Test func anAcronymWithoutAnIDCannotBeAdded() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(
            api, acronym: Acronym(short: "A", long: "B", userID: .init()), attached: [])
        await presenter.select(Fixtures.teenager)
        #expect(
            view.alerts.first?.message
                == "There was an error adding the acronym\nto the category - the acronym has no ID")
        #expect(api.requested.isEmpty)
    }

    @Test func failingToLoadTheCategoriesClosesTheScreen() async {
        let api = StubAPI { _ in Fixtures.serverDown }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.alerts.first?.message == "There was an error getting the categories")
        #expect(view.alerts.first?.dismissal == .close)
    }
}
