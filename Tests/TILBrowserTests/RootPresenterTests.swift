import Foundation
import TILBrowser
import TILClient
import Testing

/// The launch decision: tabs or login, and an unusable saved login.
@MainActor @Suite struct RootPresenterTests {
    private func start(_ api: StubAPI) -> FakeRootView {
        let presenter = RootPresenter(interactor: SessionInteractor(session: api.session))
        let view = FakeRootView()
        presenter.view = view
        presenter.start()
        return view
    }

    @Test func aStoredLoginOpensTheTabs() {
        let api = StubAPI()
        defer { api.cleanUp() }
        #expect(start(api).events == ["tabs:Acronyms,Users,Categories"])
    }

    @Test func noLoginOpensTheLoginScreen() {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        #expect(start(api).events == ["login"])
    }

    @Test func withoutLoginsTheTabsOpenAtOnce() {
        let api = StubAPI(authMode: .off, loggedIn: false)
        defer { api.cleanUp() }
        #expect(start(api).events == ["tabs:Acronyms,Users,Categories"])
    }

    @Test func aCorruptSavedLoginIsReportedThenLeadsToTheLogin() throws {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let file = api.session.configuration.credentialsFile
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("\u{0}\u{1}".utf8).write(to: file)
        let view = start(api)
        #expect(view.events.isEmpty)
        #expect(view.alerts.first?.message == "Your saved login could not be used; please log in again")
        #expect(view.alerts.first?.detail?.contains(file.path) == true)
        #expect(view.alerts.first?.dismissal == .showLogin)
    }

    @Test func loginAndLogoutSwitchTheRoot() {
        let api = StubAPI()
        defer { api.cleanUp() }
        let presenter = RootPresenter(interactor: SessionInteractor(session: api.session))
        let view = FakeRootView()
        presenter.view = view
        presenter.loggedOut()
        presenter.loggedIn()
        #expect(view.events == ["login", "tabs:Acronyms,Users,Categories"])
    }
}
