import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// Logging in: empty fields, refused credentials, success.
@MainActor @Suite struct LoginPresenterTests {
    private func make(_ api: StubAPI) -> (LoginPresenter, FakeLoginView) {
        let presenter = LoginPresenter(interactor: SessionInteractor(session: api.session))
        let view = FakeLoginView()
        presenter.view = view
        return (presenter, view)
    }

    private static let tokenJSON =
        #"{"id":"0B69C7A7-1FBB-4961-BD6C-CB95DB184B29","value":"abc\/def==","user":{"id":"62CA2F5C-E991-49A1-96D7-753A668C3B57"}}"#

    @Test func emptyFieldsAreAskedForWithoutARequest() async {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.login(username: " ", password: "x")
        await presenter.login(username: "admin", password: "")
        #expect(view.alerts == [.input("Please enter your username"), .input("Please enter your password")])
        #expect(api.requested.isEmpty)
    }

    @Test func aSuccessfulLoginStoresTheToken() async throws {
        let api = StubAPI(loggedIn: false, routes: ["POST users/login": .json(Self.tokenJSON)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.login(username: "admin", password: "password")
        #expect(view.succeeded == ["admin"])
        #expect(api.session.authenticationState() == .loggedIn(username: "admin"))
        let stored = try api.session.credentials.credentials(for: api.session.configuration.serverKey)
        #expect(stored?.token == "abc/def==")
    }

    @Test func refusedCredentialsGetTheAppsMessage() async {
        let api = StubAPI(loggedIn: false, routes: ["POST users/login": Fixtures.error(401, "Unauthorized")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.login(username: "admin", password: "wrong")
        #expect(view.succeeded.isEmpty)
        let alert = view.alerts.first
        #expect(alert?.message == "Could not log in. Check your credentials and try again")
        #expect(alert?.kind == .authentication)
        #expect(alert?.dismissal == .stay, "the login screen stays")
        #expect(view.refusals == 1, "the view is told the credentials were refused")
        #expect(!presenter.isLoggingIn)
    }

    /// Another program's 401 at the TIL address says nothing of the credentials: it is an alert,
    /// not a refusal of them.
    @Test func anotherProgramsRefusalIsNotARefusalOfTheCredentials() async {
        let api = StubAPI(loggedIn: false, routes: ["POST users/login": .status(401)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.login(username: "admin", password: "password")
        #expect(view.refusals == 0)
        #expect(view.alerts.first?.message == TILError.notTIL)
    }

    @Test func aServerThatIsDownIsANetworkFailure() async {
        let api = StubAPI(loggedIn: false) { _ in Fixtures.serverDown }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.login(username: "admin", password: "password")
        #expect(view.alerts.first?.kind == .unavailable)
        #expect(view.alerts.first?.message == "Could not reach the server to log in")
    }
}
