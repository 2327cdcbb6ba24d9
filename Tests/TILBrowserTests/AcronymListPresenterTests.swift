import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// The acronyms list: loading, refreshing, searching, deleting only on success.
@MainActor @Suite struct AcronymListPresenterTests {
    private func make(_ api: StubAPI) -> (AcronymListPresenter, FakeAcronymListView) {
        let presenter = AcronymListPresenter(interactor: AcronymListInteractor(session: api.session))
        let view = FakeAcronymListView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func loadShowsTheAcronymsAndStopsTheSpinner() async {
        let api = StubAPI(routes: ["GET acronyms": Fixtures.json([Fixtures.omg, Fixtures.til])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.shown == [[Fixtures.omg, Fixtures.til]])
        #expect(view.loading == [true, false])
        #expect(presenter.acronyms == [Fixtures.omg, Fixtures.til])
    }

    @Test func sortedOrderUsesTheSortedRoute() async {
        let api = StubAPI(routes: ["GET acronyms/sorted": Fixtures.json([Fixtures.omg])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        presenter.order = .sorted
        await presenter.load()
        #expect(view.shown == [[Fixtures.omg]])
        #expect(api.requested == ["GET acronyms/sorted"])
    }

    @Test func aServerThatIsDownShowsTheAppsMessage() async {
        let api = StubAPI { _ in Fixtures.serverDown }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.shown.isEmpty)
        #expect(view.loading == [true, false], "the spinner stops on failure too")
        let alert = view.alerts.first
        #expect(alert != nil && Alert.tilTitle == "Error", "titled as every TIL alert")
        #expect(Alert.tilDismissTitle == "Dismiss")
        #expect(alert?.message == "There was an error getting the acronyms")
        #expect(alert?.kind == .unavailable)
        #expect(alert?.detail?.contains("Connection refused") == true)
    }

    /// A search with no exact match needs a second request; one typed after it, answered first, is
    /// what stays shown when the first one's answer comes in late.
    @Test func aSlowerEarlierSearchNeverReplacesALaterOne() async throws {
        let (fullListAsked, askFullList) = AsyncStream<Void>.makeStream()
        let (released, release) = AsyncStream<Void>.makeStream()
        let api = StubAPI { request in
            switch (StubAPI.route(of: request), request.url.query ?? "") {
            case ("GET acronyms/search", let query) where query.contains("OMG"):
                return Fixtures.json([Fixtures.omg])
            case ("GET acronyms/search", _):
                return Fixtures.json([Acronym]())
            case ("GET acronyms", _):
                askFullList.yield()
                for await _ in released { break }
                return Fixtures.json([Fixtures.omg, Fixtures.til])
            default:
                return Fixtures.error(404, "Not Found")
            }
        }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        let earlier = Task { await presenter.search("Today") }
        for await _ in fullListAsked { break }  // the earlier search now waits for the whole list
        await presenter.search("OMG")
        release.yield()
        await earlier.value
        #expect(presenter.searchTerm == "OMG")
        #expect(presenter.acronyms == [Fixtures.omg])
        #expect(view.shown == [[Fixtures.omg]])
        #expect(view.matches == [.exact])
        #expect(view.loading == [true, true, false], "the spinner ends with the latest search")
    }

    @Test func searchShowsMatchesAndRefreshRepeatsIt() async {
        let api = StubAPI(routes: ["GET acronyms/search": Fixtures.json([Fixtures.omg])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.search("OMG")
        await presenter.refresh()
        #expect(presenter.searchTerm == "OMG")
        #expect(view.shown == [[Fixtures.omg], [Fixtures.omg]])
        #expect(view.matches == [.exact, .exact])
        #expect(api.requested == ["GET acronyms/search", "GET acronyms/search"])
        #expect(api.stub.requests.last?.url.query == "term=OMG")
    }

    @Test func aSearchWithNoExactMatchShowsWhatContainsTheTermAndSaysSo() async {
        let api = StubAPI(routes: [
            "GET acronyms/search": Fixtures.json([Acronym]()),
            "GET acronyms": Fixtures.json([Fixtures.omg, Fixtures.til]),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.search("LEARN")
        #expect(view.shown == [[Fixtures.til]], "Today I Learned contains it, ignoring case")
        #expect(view.matches == [.containing])
        await presenter.search("nothing like it")
        #expect(view.shown.last == [])
        #expect(view.matches.last == AcronymSearchMatch.none)
        #expect(
            api.requested == ["GET acronyms/search", "GET acronyms", "GET acronyms/search", "GET acronyms"])
        #expect(AcronymSearchMatch.containing.note(for: "x")?.contains("searched here") == true)
    }

    @Test func deleteRemovesTheRowOnlyAfterTheServerConfirms() async {
        let api = StubAPI(routes: [
            "GET acronyms": Fixtures.json([Fixtures.omg, Fixtures.til]),
            "DELETE acronyms/\(Fixtures.id(Fixtures.omg))": .status(204),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.delete(at: 0)
        #expect(presenter.acronyms == [Fixtures.til])
        #expect(view.shown.last == [Fixtures.til])
        #expect(view.deleted == [Fixtures.omg])
        #expect(api.stub.requests.last?.headers["Authorization"] == "Bearer \(Fixtures.token)")
    }

    @Test func aFailedDeleteKeepsTheRowAndSaysWhy() async {
        let api = StubAPI(routes: [
            "GET acronyms": Fixtures.json([Fixtures.omg]),
            "DELETE acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.error(500, "Something went wrong."),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.delete(at: 0)
        #expect(presenter.acronyms == [Fixtures.omg])
        #expect(view.deleted.isEmpty)
        #expect(view.alerts.first?.message == "There was a problem deleting the acronym")
        #expect(view.alerts.first?.detail == "Something went wrong.")
        #expect(view.alerts.first?.kind == .unavailable)
    }

    @Test func deletingAnAcronymAlreadyGoneDropsItsRowAndSaysSo() async {
        let api = StubAPI(routes: [
            "GET acronyms": Fixtures.json([Fixtures.omg, Fixtures.til]),
            "DELETE acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.error(404, "Not Found"),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.delete(at: 0)
        #expect(presenter.acronyms == [Fixtures.til])
        #expect(view.shown.last == [Fixtures.til])
        #expect(view.deleted.isEmpty, "not deleted by this request")
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(view.alerts.first?.dismissal == .stay, "the list stays")
    }

    @Test func deleteWithARejectedTokenLogsOutAndAsksForALogin() async {
        let api = StubAPI(routes: [
            "GET acronyms": Fixtures.json([Fixtures.omg]),
            "DELETE acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.error(401, "User not authenticated."),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.delete(at: 0)
        #expect(presenter.acronyms == [Fixtures.omg])
        #expect(view.alerts.first?.message == TILError.mustLogInMessage)
        #expect(view.alerts.first?.dismissal == .showLogin)
        #expect(!api.isLoggedIn)
    }

    /// A 401 that is not the TIL API's (another program on TIL_API_URL) asks for no login and logs
    /// nobody out: logging in there would not help.
    @Test func deleteRefusedByAnotherServerKeepsTheLogin() async {
        let api = StubAPI(routes: [
            "GET acronyms": Fixtures.json([Fixtures.omg]),
            "DELETE acronyms/\(Fixtures.id(Fixtures.omg))": .status(401),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.delete(at: 0)
        #expect(view.alerts.first?.message == TILError.notTIL)
        #expect(view.alerts.first?.dismissal != .showLogin)
        #expect(api.isLoggedIn)
    }

    @Test func deleteWhenNotLoggedInSendsNothing() async {
        let api = StubAPI(loggedIn: false, routes: ["GET acronyms": Fixtures.json([Fixtures.omg])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        await presenter.delete(at: 0)
        #expect(api.requested == ["GET acronyms"])
        #expect(view.alerts.first?.kind == .authentication)
        #expect(view.alerts.first?.dismissal == .showLogin)
    }

    @Test func deletingAMissingAcronymReportsNotFound() async {
        let api = StubAPI(routes: [
            "DELETE acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.error(404, "Not Found")
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.delete(Fixtures.omg)
        #expect(view.alerts.first?.kind == .notFound)
        #expect(view.alerts.first?.detail == "Not Found")
    }
}
