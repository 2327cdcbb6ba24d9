import Basics
import Foundation
import HTTPServer
import TILBrowser
import TILClient
import TILModels
import Web

extension TILApp {
    /// `GET /til/users`.
    @MainActor
    func users(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let presenter = UserListPresenter(
            interactor: UserListInteractor(session: session),
            sessionInteractor: SessionInteractor(session: session))
        let view = UserListPage(backend: backend)
        presenter.view = view
        await presenter.load()
        let paging = ListPaging(count: view.users.count, asked: ListPaging.asked(page.form))
        return .page(
            TILLayout.page(
                paging.title("Users", .english), page, app: self,
                view.html(paging) + logoutEverywhereForm(page)),
            status: view.status)
    }

    /// For a person logged in: a form that ends every login of their user on the TIL server, for
    /// when a device with a login on it is lost. With scripts on it asks first: it ends the logins
    /// of every device, this one's too.
    @MainActor
    private func logoutEverywhereForm(_ page: PageRequest) -> HTML {
        guard let username = username(page) else { return .empty }
        return """
            <form method="post" action="/til/logout" data-confirm="\(Messages.endEveryLogin(of: username))">\
            \(page.postFields)\
            <input type="hidden" name="everywhere" value="1">\
            <p class="meta">Lost a device? End every login of \(username), on every device.</p>\
            <button class="secondary" type="submit">Log out everywhere</button></form>
            """
    }

    /// `GET /til/users/:id`: the user and their acronyms.
    @MainActor
    func user(_ page: PageRequest) async -> PageResponse {
        await group(page, "user") { session, id throws(TILError) in
            .user(try await session.send(TILAPI.Users.get(id)))
        }
    }

    /// `GET /til/users/new`: Name, Username and (with logins) Password; again, with `status`, after a
    /// refusal; with what was typed before a lost login, but for the password.
    @MainActor
    func userForm(
        _ page: PageRequest, errors: [String: String] = [:], alerts: HTML = .empty,
        status: Response.Status = .ok
    ) -> PageResponse {
        if let login = loginFirst(page, next: "/til/users/new") { return login }
        let kept = restoredInput(page, path: "/til/users/new") ?? [:]
        var fields = [
            FormField(
                name: "name", label: "Name", value: kept["name"] ?? page.field("name"), error: errors["name"],
                required: true),
            FormField(
                name: "username", label: "Username", value: kept["username"] ?? page.field("username"),
                error: errors["username"], required: true, autocomplete: "off"),
        ]
        if configuration.authMode != .off {
            fields.append(
                FormField(
                    name: FormField.passwordName, label: "Password", control: .password,
                    error: errors[FormField.passwordName],
                    required: true, autocomplete: "new-password"))
        }
        let form = FormPage.form(
            action: "/til/users", fields: fields, submit: "Save", page: page, creates: true)
        return .page(
            TILLayout.page("Create a user", page, app: self, "<h1>Create a user</h1>\(alerts)\(form)"),
            status: status)
    }

    /// `POST /til/users`.
    @MainActor
    func createUser(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let presenter = UserEditorPresenter(interactor: UserEditorInteractor(session: session))
        let view = UserEditorPage(backend: backend)
        presenter.view = view
        await presenter.save(
            name: page.field("name"), username: page.field("username"),
            password: presenter.requiresPassword ? page.field(FormField.passwordName) : nil)
        finish(session, page)
        if let user = view.created, let id = user.id {
            page.flash(Messages.created(user))
            return .redirect(to: "/til/users/\(id.uppercaseText)")
        }
        if Self.needsLogin(view.alerts) { return reauthenticate(page, formPath: "/til/users/new") }
        let fieldOf = [
            Messages.nameRequired: "name", Messages.usernameRequired: "username",
            Messages.usernameWithColon: "username",
            Messages.passwordRequired: FormField.passwordName,
            Messages.passwordTooLong: FormField.passwordName,
        ]
        // A username another user has: said next to the field, under the app's sentence above.
        let taken = Messages.usernameTaken(page.field("username").trimmed)
        let shown = PageView(backend: backend)
        for var alert in view.alerts {
            if alert.detail == taken { alert.detail = nil }
            shown.show(alert)
        }
        var refused = shown.formErrors(fieldOf)
        if view.alerts.contains(where: { $0.detail == taken }) { refused.errors["username"] = taken }
        return userForm(page, errors: refused.errors, alerts: refused.others, status: view.status)
    }

    // MARK: Helpers

    /// A user's or a category's page (``user(_:)``, ``category(_:)``): the one the path's `:id` names
    /// (`fetch`), with its acronyms.
    @MainActor
    func group(
        _ page: PageRequest, _ what: String,
        fetch: (TILSession, UUID) async throws(TILError) -> AcronymGroup
    ) async -> PageResponse {
        let session = session(for: page)
        let view = OwnerPage(backend: backend)
        let missing = Alert(message: "There is no such \(what)", kind: .notFound)
        guard let id = UUID(uuidString: page.parameter("id")) else {
            view.show(missing)
            return notLoaded(page, view, heading: what.capitalized)
        }
        do throws(TILError) {
            let presenter = AcronymGroupPresenter(
                group: try await fetch(session, id), interactor: AcronymGroupInteractor(session: session))
            presenter.view = view
            await presenter.load()
        } catch {
            view.show(error.failureKind == .notFound ? missing : Alert(error))
            return notLoaded(page, view, heading: what.capitalized)
        }
        let paging = ListPaging(count: view.acronyms.count, asked: ListPaging.asked(page.form))
        return .page(
            TILLayout.page(
                paging.title(view.title, .english), page, app: self,
                view.html(path: page.path, paging: paging)),
            status: view.status)
    }
}
