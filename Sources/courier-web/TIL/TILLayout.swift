import Basics
import TILClient
import Web

/// A TIL page: its tabs (Acronyms, Users, Categories), the login state and the message a form's
/// redirect left, above the content.
enum TILLayout {
    @MainActor
    static func page(_ title: String, _ page: PageRequest, app: TILApp, _ content: HTML) -> HTML {
        let account: HTML
        if app.configuration.authMode == .off {
            account = .empty
        } else if let username = app.username(page) {
            account = """
                <form class="inline" method="post" action="/til/logout">\(page.postFields)\
                <span class="meta">Logged in as \(username)</span> \
                <button class="secondary" type="submit">Log out</button></form>
                """
        } else {
            account = "<a class=\"button secondary\" href=\"/til/login\">Log in</a>"
        }
        let tabs = AppTabs.html(
            label: "TIL",
            [("/til/", "Acronyms"), ("/til/users", "Users"), ("/til/categories", "Categories")],
            current: page.path, extra: account)
        return Layout.page(title: title, language: .english, app: .til, tabs + page.takeNotice() + content)
    }
}
