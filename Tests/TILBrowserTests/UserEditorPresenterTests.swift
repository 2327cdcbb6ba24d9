import Basics
import TILBrowser
import TILClient
import TILModels
import Testing

/// Create User: validation, password only with logins, saving, failures.
@MainActor @Suite struct UserEditorPresenterTests {
    private func make(_ api: StubAPI) -> (UserEditorPresenter, FakeUserEditorView) {
        let presenter = UserEditorPresenter(interactor: UserEditorInteractor(session: api.session))
        let view = FakeUserEditorView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func emptyFieldsAreRejectedInOrder() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(name: "", username: "timc", password: "p")
        await presenter.save(name: "Tim", username: "", password: "p")
        await presenter.save(name: "Tim", username: "timc", password: "")
        await presenter.save(name: "Tim", username: "timc", password: nil)
        #expect(
            view.alerts.map(\.message) == [
                "You must specify a name", "You must specify a username", "You must specify a password",
                "You must specify a password",
            ])
        #expect(view.alerts.allSatisfy { $0.kind == .input })
        #expect(api.requested.isEmpty)
    }

    /// Every empty field at once is an alert each, in the form's order, so a form marks them all.
    @Test func everyEmptyFieldIsAnAlertOfItsOwn() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(name: " ", username: "", password: "")
        #expect(
            view.alerts.map(\.message) == [
                "You must specify a name", "You must specify a username", "You must specify a password",
            ])
        #expect(api.requested.isEmpty)
    }

    /// With logins, a username holding a colon could never log in (Basic credentials end the
    /// username at the first colon), so it is refused before anything is sent; without logins it
    /// is a name like any other.
    @Test func withLoginsAUsernameWithAColonIsRefused() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(name: "Tim", username: "tim:c", password: "secret")
        #expect(view.alerts.map(\.message) == ["A username cannot contain ':', or it could never log in"])
        #expect(view.alerts.map(\.kind) == [.input])
        #expect(api.requested.isEmpty)

        let open = StubAPI(authMode: .off, routes: ["POST users": Fixtures.json(Fixtures.tim)])
        defer { open.cleanUp() }
        let (withoutLogins, withoutLoginsView) = make(open)
        await withoutLogins.save(name: "Tim", username: "tim:c", password: nil)
        #expect(withoutLoginsView.alerts.isEmpty && withoutLoginsView.created == [Fixtures.tim])
    }

    @Test func withLoginsThePasswordIsSentWithTheToken() async {
        let api = StubAPI(routes: ["POST users": Fixtures.json(Fixtures.tim)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        #expect(presenter.requiresPassword)
        await presenter.save(name: "Tim", username: "timc", password: "secret")
        #expect(view.created == [Fixtures.tim])
        #expect(api.lastBody == ["name": "Tim", "username": "timc", "password": "secret"])
        #expect(api.stub.requests.last?.headers["Authorization"] == "Bearer \(Fixtures.token)")
    }

    @Test func withoutLoginsNoPasswordIsNeededOrSent() async {
        let api = StubAPI(authMode: .off, routes: ["POST users": Fixtures.json(Fixtures.tim)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        #expect(!presenter.requiresPassword)
        await presenter.save(name: "Tim", username: "timc", password: "ignored")
        #expect(view.created == [Fixtures.tim])
        #expect(api.lastBody == ["name": "Tim", "username": "timc"])
    }

    @Test func aTakenUsernameIsAValidationFailureWithTheServersReason() async {
        let api = StubAPI(routes: [
            "POST users": Fixtures.error(409, "A user with this username already exists")
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(name: "Tim", username: " admin ", password: "secret")
        #expect(view.alerts.first?.message == "There was a problem saving the user")
        #expect(view.alerts.first?.detail == "The username 'admin' is already taken")
        #expect(view.alerts.first?.kind == .rejected)
    }

    /// bcrypt reads 72 bytes of a password, so the server refuses longer ones: so does the form,
    /// before sending, counting bytes rather than characters.
    @Test func aPasswordLongerThanTheServerTakesIsRefusedBeforeSending() async {
        let api = StubAPI(routes: ["POST users": Fixtures.json(Fixtures.tim)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(name: "Tim", username: "timc", password: String(repeating: "é", count: 37))
        #expect(view.alerts.map(\.message) == [Messages.passwordTooLong])
        #expect(view.alerts.first?.kind == .input)
        #expect(api.requested.isEmpty)
        await presenter.save(name: "Tim", username: "timc", password: String(repeating: "é", count: 36))
        #expect(view.created == [Fixtures.tim], "72 bytes are taken")
    }
}
