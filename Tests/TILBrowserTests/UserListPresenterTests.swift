import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// The users list and logging out.
@MainActor @Suite struct UserListPresenterTests {
    private func make(_ api: StubAPI) -> (UserListPresenter, FakeUserListView) {
        let presenter = UserListPresenter(
            interactor: UserListInteractor(session: api.session),
            sessionInteractor: SessionInteractor(session: api.session))
        let view = FakeUserListView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func loadShowsTheUsers() async {
        let api = StubAPI(routes: ["GET users": Fixtures.json([Fixtures.admin, Fixtures.tim])])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.refresh()
        #expect(view.shown == [[Fixtures.admin, Fixtures.tim]])
        #expect(view.loading == [true, false])
        #expect(api.stub.requests.first?.headers["Authorization"] == nil)
    }

    @Test func aFailedLoadShowsTheAppsMessage() async {
        let api = StubAPI(routes: ["GET users": Fixtures.error(500, "Something went wrong.")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.alerts.first?.message == "There was an error getting the users")
        #expect(view.alerts.first?.kind == .unavailable)
    }

    @Test func logoutRevokesAndDeletesTheToken() async {
        let api = StubAPI(routes: ["POST users/logout": .status(204)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        #expect(presenter.canLogOut)
        await presenter.logout()
        #expect(view.loggedOut == [.revoked])
        #expect(api.stub.requests.map(\.headers["Authorization"]) == ["Bearer \(Fixtures.token)"])
        #expect(api.session.authenticationState() == .loggedOut)
        #expect(!presenter.canLogOut, "nothing left to log out of")
    }

    @Test func aServerThatCannotRevokeStillLogsOutHereAndSaysSo() async {
        let api = StubAPI()  // the book's server: no logout route, 404
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.logout()
        #expect(view.loggedOut == [.stillValid(reason: "this server has no logout route")])
        #expect(view.alerts.isEmpty)
        #expect(api.session.authenticationState() == .loggedOut)
    }

    /// A logout everywhere asks for `POST users/logout/all` with the saved token; of a server
    /// without that route it asks a plain logout, and says the user's other logins may go on.
    @Test func aLogoutEverywhereAsksTheServerToEndEveryLogin() async {
        let api = StubAPI(routes: ["POST users/logout/all": .status(204)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.logout(everywhere: true)
        #expect(view.loggedOut == [.revoked] && view.loggedOutEverywhere == [true])
        #expect(api.stub.requests.map(\.url.path) == ["/api/users/logout/all"])
        #expect(api.stub.requests.map(\.headers["Authorization"]) == ["Bearer \(Fixtures.token)"])
        #expect(api.session.authenticationState() == .loggedOut)

        let book = StubAPI()
        defer { book.cleanUp() }
        let (bookPresenter, bookView) = make(book)
        await bookPresenter.logout(everywhere: true)
        #expect(bookView.loggedOut == [.stillValid(reason: "this server cannot log out everywhere")])
        #expect(
            book.stub.requests.map(\.url.path) == ["/api/users/logout/all", "/api/users/logout"],
            "this login at least is ended where the server can")
        #expect(book.session.authenticationState() == .loggedOut)
    }

    @Test func withoutASavedLoginThereIsNoLogOut() {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        #expect(!make(api).0.canLogOut)
    }

    @Test func withoutLoginsThereIsNoLogOut() {
        let api = StubAPI(authMode: .off)
        defer { api.cleanUp() }
        #expect(!make(api).0.canLogOut)
    }
}
