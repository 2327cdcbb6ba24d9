import Basics
import Foundation
import HTTPServer
import TILBrowser
import TILClient
import Web

extension TILApp {
    /// `GET /til/login`: Username and Password; again, with `status`, after a refusal, with the
    /// focus on the password when the server refused the credentials (the username is kept). A
    /// person already logged in is told as whom.
    @MainActor
    func loginForm(
        _ page: PageRequest, errors: [String: String] = [:], alerts: HTML = .empty,
        status: Response.Status = .ok, focusingPassword: Bool = false
    ) -> PageResponse {
        let next = Self.safeNext(page.form["next"] ?? "/til/")
        let form = FormPage.form(
            action: "/til/login",
            fields: [
                FormField(
                    name: "username", label: "Username", value: page.field("username"),
                    error: errors["username"], required: true, autocomplete: "username"),
                FormField(
                    name: FormField.passwordName, label: "Password", control: .password,
                    error: errors[FormField.passwordName],
                    required: true, autocomplete: "current-password", isFocused: focusingPassword),
            ],
            submit: "Log in", page: page, hidden: ["next": next])
        // Someone already logged in is told so (a link here may be old): logging in again replaces it.
        let current: HTML =
            username(page).map {
                "<p class=\"meta\">You are logged in as \($0). Logging in again replaces that login.</p>"
            } ?? .empty
        return .page(
            TILLayout.page("Log in", page, app: self, "<h1>Log in</h1>\(current)\(alerts)\(form)"),
            status: status)
    }

    /// `POST /til/login`: logs in, then goes on to where the person was going.
    @MainActor
    func login(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let presenter = LoginPresenter(interactor: SessionInteractor(session: session))
        let view = LoginPage(backend: backend)
        presenter.view = view
        await presenter.login(username: page.field("username"), password: page.field(FormField.passwordName))
        finish(session, page)
        guard let username = view.loggedIn else {
            let refused = view.formErrors([
                Messages.enterUsername: "username", Messages.enterPassword: FormField.passwordName,
            ])
            let refusedLogin = view.refusedCredentials
            return loginForm(
                page, errors: refused.errors, alerts: refused.others,
                status: refusedLogin ? .unprocessableEntity : view.status, focusingPassword: refusedLogin)
        }
        page.session[Self.loginBeganKey] = String(Date().timeIntervalSince1970)
        page.renewSession()
        page.flash("Logged in as \(username)")
        return .redirect(to: Self.safeNext(page.form["next"] ?? "/til/"))
    }

    /// `GET /til/logout` (the address typed, or a bookmark): a logout is a POST, so that no link
    /// or prefetch ends a login, and this page asks for it with its button. With no login, the
    /// acronyms.
    @MainActor
    func logoutPage(_ page: PageRequest) -> PageResponse {
        guard let username = username(page) else { return .redirect(to: "/til/") }
        return .page(
            TILLayout.page(
                "Log out", page, app: self,
                """
                <h1>Log out</h1><p>Logged in as \(username).</p>
                <form class="actions" method="post" action="/til/logout">\(page.postFields)\
                <button type="submit">Log out</button> <a href="/til/">Cancel</a></form>
                """))
    }

    /// `POST /til/logout`: the TIL server revokes the token (with `everywhere=1`, every token of
    /// its user), and this browser session forgets it.
    @MainActor
    func logout(_ page: PageRequest) async -> PageResponse {
        let session = session(for: page)
        let everywhere = page.form["everywhere"] == "1"
        let user = login(of: page)?.userID
        // Taken before the server is asked: a login that begins elsewhere while it revokes is not
        // taken for one it ended.
        let asked = Date()
        let outcome: LogoutOutcome
        do throws(TILError) {
            outcome = try await session.logout(everywhere: everywhere)
        } catch {
            // Only the login saved here could not be removed (a server that could not be reached
            // is an outcome, with its own reason).
            outcome = .stillValid(reason: error.reason ?? error.message, kind: error.failureKind)
        }
        finish(session, page)
        page.session[Self.loginBeganKey] = nil
        if everywhere, outcome == .revoked, let user { everywhereLogouts.record(user, at: asked) }
        page.renewSession()
        switch outcome {
        case .stillValid(let reason, _):
            let accepted = everywhere ? "this user\u{2019}s logins" : "the login\u{2019}s token"
            page.flash("Logged out. The TIL server may still accept \(accepted): \(reason).", warning: true)
        case .revoked where everywhere: page.flash("Logged out everywhere")
        default: page.flash("Logged out")
        }
        return .redirect(to: "/til/")
    }
}
