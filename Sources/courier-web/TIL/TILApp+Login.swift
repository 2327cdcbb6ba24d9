import Basics
import TILBrowser
import TILClient
import Web

extension TILApp {
    /// `GET /til/login`: Username and Password.
    @MainActor
    func loginForm(_ page: PageRequest, errors: [String: String] = [:], alerts: HTML = .empty) -> PageResponse
    {
        let next = Self.safeNext(page.form["next"] ?? "/til/")
        let form = FormPage.form(
            action: "/til/login",
            fields: [
                FormField(
                    name: "username", label: "Username", value: page.field("username"),
                    error: errors["username"], required: true),
                FormField(
                    name: "password", label: "Password", control: .password, error: errors["password"],
                    required: true),
            ],
            submit: "Log in", page: page, hidden: ["next": next])
        let status: HTML = alerts == .empty ? .empty : alerts
        return .page(TILLayout.page("Log in", page, app: self, "<h1>Log in</h1>\(status)\(form)"))
    }

    /// `POST /til/login`: logs in, then goes on to where the person was going.
    @MainActor
    func login(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let presenter = LoginPresenter(interactor: SessionInteractor(session: session))
        let view = LoginPage(backend: backend)
        presenter.view = view
        await presenter.login(username: page.field("username"), password: page.field("password"))
        finish(session, page)
        guard let username = view.loggedIn else {
            let refused = view.formErrors([
                Messages.enterUsername: "username", Messages.enterPassword: "password",
            ])
            return loginForm(page, errors: refused.errors, alerts: refused.others)
        }
        page.flash("Logged in as \(username)")
        return .redirect(to: Self.safeNext(page.form["next"] ?? "/til/"))
    }

    /// `POST /til/logout`.
    @MainActor
    func logout(_ page: PageRequest) -> PageResponse {
        let session = session(for: page)
        try? session.logout()
        finish(session, page)
        page.flash("Logged out")
        return .redirect(to: "/til/")
    }
}
