import Foundation
import TILBrowser
import TILClient
import TILModels
import Testing

/// Browsing starts at once; a write asks for a login only when one is needed, then goes ahead.
@MainActor @Suite struct RootPresenterTests {
    private static let tabs = "tabs:Acronyms,Users,Categories"

    private func make(_ api: StubAPI) -> (RootPresenter, FakeRootView) {
        let presenter = RootPresenter(interactor: SessionInteractor(session: api.session))
        let view = FakeRootView()
        presenter.view = view
        return (presenter, view)
    }

    @Test(arguments: [(AuthMode.token, true), (.token, false), (.off, false)])
    func theTabsOpenAtOnceWithOrWithoutALogin(authMode: AuthMode, loggedIn: Bool) {
        let api = StubAPI(authMode: authMode, loggedIn: loggedIn)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        presenter.start()
        #expect(view.events == [Self.tabs])
        #expect(view.alerts.isEmpty)
        #expect(api.requested.isEmpty)
    }

    @Test func aCorruptSavedLoginIsReportedAndBrowsingGoesOn() throws {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let file = api.session.configuration.credentialsFile
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\u{0}\u{1}".utf8).write(to: file)
        let (presenter, view) = make(api)
        presenter.start()
        #expect(view.events == [Self.tabs])
        #expect(view.alerts.first?.message == "Your saved login could not be used; please log in again")
        #expect(view.alerts.first?.detail?.contains(file.path) == true)
        #expect(view.alerts.first?.dismissal == .stay)
        #expect(presenter.accountAction == .logIn)
        presenter.write(.createAcronym)
        #expect(view.events.last == "login", "a write still asks for a login")
    }

    @Test func aWriteWithASavedLoginGoesAheadAtOnce() {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        for action in WriteAction.allCases { presenter.write(action) }
        #expect(view.events == WriteAction.allCases.map { "proceed:\($0)" })
        #expect(presenter.pendingWrite == nil)
    }

    @Test func withoutLoginsNoWriteAsksForALogin() {
        let api = StubAPI(authMode: .off, loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        for action in WriteAction.allCases { presenter.write(action) }
        #expect(view.events == WriteAction.allCases.map { "proceed:\($0)" })
        #expect(presenter.accountAction == nil, "no log in or log out to offer")
    }

    @Test func aWriteWithoutALoginWaitsForItThenGoesAhead() {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        presenter.write(.removeFromCategory)
        #expect(view.events == ["login"])
        #expect(presenter.pendingWrite == .removeFromCategory)
        presenter.loggedIn()
        #expect(view.events == ["login", "proceed:removeFromCategory"])
        #expect(presenter.pendingWrite == nil)
    }

    @Test func aCancelledLoginDropsTheWrite() {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        presenter.write(.deleteAcronym)
        presenter.loginCancelled()
        presenter.loggedIn()
        #expect(view.events == ["login", Self.tabs, Self.tabs], "nothing goes ahead later")
    }

    @Test func theMenusLoginGoesBackToTheTabs() {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        #expect(presenter.accountAction == .logIn)
        presenter.logIn()
        presenter.loggedIn()
        #expect(view.events == ["login", Self.tabs])
    }

    @Test func theAccountActionFollowsTheSavedLogin() async throws {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        #expect(presenter.accountAction == .logOut)
        try await api.session.logout()
        presenter.loggedOut()
        #expect(presenter.accountAction == .logIn)
        #expect(view.events == [Self.tabs], "browsing goes on after a logout")
    }

    @Test func aRejectedLoginShowsTheLoginScreen() {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        presenter.loginRejected()
        #expect(view.events == ["login"])
    }
}
