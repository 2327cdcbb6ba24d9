import Basics
import Foundation
import TILBrowser
import TILClient
import TILModels
import Testing

/// Create and edit acronym, with and without logins: validation, owner picking, saving, failures.
@MainActor @Suite struct AcronymEditorPresenterTests {
    private func make(_ api: StubAPI, _ mode: AcronymEditorMode = .create) -> (
        AcronymEditorPresenter, FakeAcronymEditorView
    ) {
        let presenter = AcronymEditorPresenter(
            mode: mode, interactor: AcronymEditorInteractor(session: api.session))
        let view = FakeAcronymEditorView()
        presenter.view = view
        return (presenter, view)
    }

    @Test func everyEmptyFieldIsRejectedInTheAppsOrderWithoutARequest() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(short: "", long: "")
        #expect(
            view.alerts == [.input("You must specify an acronym!"), .input("You must specify a meaning!")],
            "each field's problem, so that a form can mark both")
        await presenter.save(short: "OMG", long: "  ")
        #expect(view.alerts.last == .input("You must specify a meaning!"))
        #expect(view.alerts.count == 3)
        #expect(api.requested.isEmpty)
    }

    @Test func withLoginsTheFormHasNoUserRowAndCreateSendsShortAndLong() async {
        let api = StubAPI(routes: ["POST acronyms": Fixtures.json(Fixtures.omg)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.forms.last == AcronymForm(title: "Create An Acronym", showsUserPicker: false))
        await presenter.save(short: " OMG ", long: "Oh My God")
        #expect(view.saved == [Fixtures.omg])
        #expect(api.lastBody == ["short": "OMG", "long": "Oh My God"])
        #expect(api.requested == ["POST acronyms"], "no users are loaded when the owner is the caller")
    }

    @Test func withoutLoginsTheFirstUserIsPreselectedAndSent() async {
        let api = StubAPI(
            authMode: .off,
            routes: [
                "GET users": Fixtures.json([Fixtures.admin, Fixtures.tim]),
                "POST acronyms": Fixtures.json(Fixtures.omg),
            ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.forms.last?.selectedUser == Fixtures.admin)
        #expect(presenter.userChoices.map(\.isSelected) == [true, false])
        presenter.selectUser(Fixtures.tim)
        #expect(presenter.userChoices.map(\.isSelected) == [false, true])
        await presenter.save(short: "OMG", long: "Oh My God")
        #expect(api.lastBody == ["short": "OMG", "long": "Oh My God", "userID": Fixtures.id(Fixtures.tim)])
        #expect(api.stub.requests.last?.headers["Authorization"] == nil)
    }

    @Test func noUsersIsNoCrashButAMessageOnSave() async {
        let api = StubAPI(authMode: .off, routes: ["GET users": Fixtures.json([User]())])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.forms.last?.selectedUser == nil)
        await presenter.save(short: "OMG", long: "Oh My God")
        #expect(view.alerts == [.input("You must have a user to create an acronym!")])
        #expect(api.requested == ["GET users"])
    }

    @Test func failingToLoadTheUsersClosesTheScreenOnceDismissed() async {
        let api = StubAPI(authMode: .off) { _ in Fixtures.serverDown }
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.load()
        #expect(view.alerts.first?.message == "There was an error getting the users")
        #expect(view.alerts.first?.dismissal == .close)
    }

    @Test func editingIsTitledAndPrefilledAndKeepsTheOwner() async {
        let api = StubAPI(
            authMode: .off,
            routes: [
                "GET users": Fixtures.json([Fixtures.tim, Fixtures.admin]),
                "PUT acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.json(Fixtures.omg),
            ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(Fixtures.omg))
        await presenter.load()
        let form = view.forms.last
        #expect(form?.title == "Edit Acronym")
        #expect(form?.short == "OMG")
        #expect(form?.long == "Oh My God")
        #expect(form?.selectedUser == Fixtures.admin, "the current owner, matched by id, not the first user")
        await presenter.save(short: "OMG", long: "Oh My Gosh")
        #expect(api.requested.last == "PUT acronyms/\(Fixtures.id(Fixtures.omg))")
        #expect(
            api.lastBody == ["short": "OMG", "long": "Oh My Gosh", "userID": Fixtures.id(Fixtures.admin)])
        #expect(view.saved == [Fixtures.omg])
    }

    /// A field left as the form opened keeps what another window changed it to meanwhile; the field
    /// changed here is saved.
    @Test func aFieldLeftAsItOpenedKeepsTheOtherWindowsChange() async {
        var elsewhere = Fixtures.omg
        elsewhere.long = "Oh My Goodness"
        let api = StubAPI(routes: [
            "GET acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.json(elsewhere),
            "PUT acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.json(Fixtures.omg),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(Fixtures.omg))
        await presenter.load()
        await presenter.save(short: "OMG!", long: " Oh My God ", openedAs: ("OMG", "Oh My God"))
        #expect(
            api.requested.suffix(2) == [
                "GET acronyms/\(Fixtures.id(Fixtures.omg))", "PUT acronyms/\(Fixtures.id(Fixtures.omg))",
            ])
        #expect(api.lastBody?["short"] == "OMG!")
        #expect(api.lastBody?["long"] == "Oh My Goodness", "the other window's meaning is kept")
        #expect(view.alerts.isEmpty, "\(view.alerts)")
    }

    /// An acronym the caller has just read is not read again.
    @Test func anAcronymJustReadIsNotReadAgain() async {
        var elsewhere = Fixtures.omg
        elsewhere.long = "Oh My Goodness"
        let api = StubAPI(routes: ["PUT acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.json(Fixtures.omg)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(Fixtures.omg))
        await presenter.load()
        await presenter.save(
            short: "OMG!", long: "Oh My God", openedAs: ("OMG", "Oh My God"), fresh: elsewhere)
        #expect(api.requested == ["PUT acronyms/\(Fixtures.id(Fixtures.omg))"])
        #expect(api.lastBody?["long"] == "Oh My Goodness")
        #expect(view.alerts.isEmpty, "\(view.alerts)")
    }

    @Test func editingAnAcronymWithoutAnIDSaysSo() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(Acronym(short: "A", long: "B", userID: .init())))
        await presenter.save(short: "A", long: "B")
        #expect(view.alerts.first?.message == "There was an error updating the acronym")
        #expect(api.requested.isEmpty)
    }

    @Test func aRejectedSaveShowsTheAppsMessageAndTheServersReason() async {
        let api = StubAPI(routes: ["POST acronyms": Fixtures.error(400, "Value was not of type 'String'")])
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(short: "OMG", long: "Oh My God")
        #expect(view.alerts.first?.message == "There was a problem saving the acronym")
        #expect(view.alerts.first?.detail == "Value was not of type 'String'")
        #expect(view.alerts.first?.kind == .rejected)
        #expect(view.saved.isEmpty)
    }

    @Test func savingAnAcronymThatIsGoneClosesTheEditor() async {
        let api = StubAPI(routes: [
            "PUT acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.error(404, "Not Found")
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(Fixtures.omg))
        await presenter.save(short: "OMG", long: "Oh My Gosh")
        #expect(view.alerts.map(\.kind) == [.notFound])
        #expect(view.alerts.first?.dismissal == .close)
        #expect(view.saved.isEmpty)
    }

    @Test func savingWithoutALoginAsksForOne() async {
        let api = StubAPI(loggedIn: false)
        defer { api.cleanUp() }
        let (presenter, view) = make(api)
        await presenter.save(short: "OMG", long: "Oh My God")
        #expect(view.alerts.first?.message == "You must log in to do that")
        #expect(view.alerts.first?.dismissal == .showLogin)
        #expect(api.requested.isEmpty)
    }

    /// Two windows changed the meaning to different texts since this form opened: nothing is sent,
    /// the alert says what the meaning is now, and what was typed is kept; saving again through the
    /// same presenter replaces it.
    @Test func aFieldChangedInBothWindowsIsNotOverwrittenUnseen() async {
        var elsewhere = Fixtures.omg
        elsewhere.long = "Oh My Goodness"
        let put = "PUT acronyms/\(Fixtures.id(Fixtures.omg))"
        let api = StubAPI(routes: [
            "GET acronyms/\(Fixtures.id(Fixtures.omg))": Fixtures.json(elsewhere),
            put: Fixtures.json(Fixtures.omg),
        ])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(Fixtures.omg))
        await presenter.load()
        await presenter.save(short: "OMG", long: "Oh My Gosh", openedAs: ("OMG", "Oh My God"))
        #expect(!api.requested.contains(put))
        #expect(
            view.alerts == [
                Alert(
                    message:
                        "The meaning was changed to 'Oh My Goodness' while you were editing. Save again to replace it with yours.",
                    kind: .rejected)
            ])
        #expect(presenter.form.long == "Oh My Gosh")

        await presenter.save(short: "OMG", long: "Oh My Gosh", openedAs: ("OMG", "Oh My God"))
        #expect(api.requested.last == put)
        #expect(api.lastBody?["long"] == "Oh My Gosh")
    }

    /// A meaning stored with `\r\n` line breaks, shown by a form that sends `\n`, was not changed
    /// elsewhere: the change typed here is saved.
    @Test func lineBreaksAFormSendsDifferentlyAreNoChangeElsewhere() async {
        var stored = Fixtures.omg
        stored.long = "Oh\r\nMy God"
        let put = "PUT acronyms/\(Fixtures.id(Fixtures.omg))"
        let api = StubAPI(routes: [put: Fixtures.json(Fixtures.omg)])
        defer { api.cleanUp() }
        let (presenter, view) = make(api, .edit(stored))
        await presenter.load()
        await presenter.save(short: "OMG", long: "Oh My Gosh", openedAs: ("OMG", "Oh\nMy God"), fresh: stored)
        #expect(view.alerts.isEmpty, "\(view.alerts)")
        #expect(api.lastBody?["long"] == "Oh My Gosh")
    }
}

/// Only an edit of another user's acronym, by someone logged in, takes it over.
@Suite struct AcronymTakeOverRuleTests {
    @Test func onlyAnotherUsersAcronymIsTakenOver() {
        let owner = UUID()
        let acronym = Acronym(id: UUID(), short: "OMG", long: "Oh My God", userID: owner)
        #expect(AcronymEditorMode.edit(acronym).takesOver(as: UUID()))
        #expect(!AcronymEditorMode.edit(acronym).takesOver(as: owner))
        #expect(!AcronymEditorMode.edit(acronym).takesOver(as: nil), "no login: the server has none")
        #expect(!AcronymEditorMode.create.takesOver(as: UUID()))
    }
}
