import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// The acronym detail: sections, one load, reloads after edits and category changes, failures.
@MainActor @Suite struct AcronymDetailPresenterTests {
    private let userRoute = "GET acronyms/\(Fixtures.id(Fixtures.omg))/user"
    private let categoriesRoute = "GET acronyms/\(Fixtures.id(Fixtures.omg))/categories"

    private func make(_ api: StubAPI) -> (AcronymDetailPresenter, FakeAcronymDetailView) {
        let presenter = AcronymDetailPresenter(
            acronym: Fixtures.omg, interactor: AcronymDetailInteractor(session: api.session))
        let view = FakeAcronymDetailView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func showsTheAppsFiveSections() async throws {
        let api = StubAPI(routes: [
            userRoute: Fixtures.json(Fixtures.admin),
            categoriesRoute: Fixtures.json([Fixtures.teenager, Fixtures.funny]),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        let detail = try #require(view.details.last)
        #expect(
            detail.sections == [
                DetailSection(title: "Acronym", rows: ["OMG"]),
                DetailSection(title: "Meaning", rows: ["Oh My God"]),
                DetailSection(title: "User", rows: ["Admin"]),
                DetailSection(title: "Categories", rows: ["Teenager", "Funny"]),
                DetailSection(title: nil, rows: ["Add To Category"]),
            ])
        #expect(view.alerts.isEmpty)
    }

    @Test func loadsTheUserAndCategoriesOnlyOnce() async {
        let api = StubAPI(routes: [
            userRoute: Fixtures.json(Fixtures.admin), categoriesRoute: Fixtures.json([Fixtures.teenager]),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.load()  // appearing again
        #expect(api.requested.sorted() == [categoriesRoute, userRoute].sorted())
        #expect(view.details.count == 2)
    }

    @Test func eachFailureHasItsOwnMessage() async throws {
        let api = StubAPI(routes: [userRoute: .status(503), categoriesRoute: .status(500)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(
            view.alerts.map(\.message) == [
                "There was an error getting the acronym\u{2019}s user",
                "There was an error getting the acronym\u{2019}s categories",
            ])
        #expect(view.alerts.map(\.kind) == [.unavailable, .unavailable])
        #expect(view.alerts.map(\.dismissal) == [.stay, .stay])
        let detail = try #require(view.details.last)
        #expect(detail.user == nil)
        #expect(detail.categories == nil, "categories that could not be loaded are not \"none\"")
        #expect(detail.sections.filter { !$0.isKnown }.map(\.title) == ["User", "Categories"])
        #expect(detail.acronym == Fixtures.omg, "what is known is still shown")
    }

    @Test func anAcronymGoneSinceItWasListedGetsOneClosingAlertAndNoDetail() async {
        let api = StubAPI(routes: [
            userRoute: Fixtures.error(404, "Not Found"), categoriesRoute: Fixtures.error(404, "Not Found"),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(view.alerts.map(\.dismissal) == [.close], "what the screen shows is gone")
        #expect(view.details.isEmpty, "nothing stale is drawn before the screen closes")
    }

    @Test func categoriesChangedReloadsOnlyTheCategories() async {
        let answers = AnswerSequence([
            Fixtures.json([Fixtures.teenager]), Fixtures.json([Fixtures.teenager, Fixtures.funny]),
        ])
        let userRoute = userRoute
        let api = StubAPI { route in route == userRoute ? Fixtures.json(Fixtures.admin) : answers.next() }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.categoriesChanged()
        #expect(view.details.last?.categories == [Fixtures.teenager, Fixtures.funny])
        #expect(api.requested.filter { $0 == userRoute }.count == 1)
    }

    @Test func anEditedAcronymIsShownWithItsNewOwner() async {
        var edited = Fixtures.omg
        edited.long = "Oh My Gosh"
        edited.user = UserReference(id: Fixtures.tim.id ?? .init())
        let users = AnswerSequence([Fixtures.json(Fixtures.admin), Fixtures.json(Fixtures.tim)])
        let categoriesRoute = categoriesRoute
        let api = StubAPI { route in
            route == categoriesRoute ? Fixtures.json([TILModels.Category]()) : users.next()
        }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.acronymUpdated(edited)
        #expect(view.details.last?.acronym.long == "Oh My Gosh")
        #expect(view.details.last?.user == Fixtures.tim)
        #expect(presenter.acronym == edited)
    }

    /// Categories that could not be loaded are loaded again after an edit, with the owner.
    @Test func categoriesThatFailedAreLoadedAgainAfterAnEdit() async {
        let answers = AnswerSequence([.status(503), Fixtures.json([Fixtures.funny])])
        let categoriesRoute = categoriesRoute
        let api = StubAPI { route in route == categoriesRoute ? answers.next() : Fixtures.json(Fixtures.admin)
        }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(presenter.detail.categories == nil)
        await presenter.acronymUpdated(Fixtures.omg)
        #expect(view.details.last?.categories == [Fixtures.funny])
    }
}
