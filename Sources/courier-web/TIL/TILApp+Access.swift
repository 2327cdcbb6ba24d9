import Basics
import Foundation
import TILBrowser
import TILClient
import Web

extension TILApp {
    /// What a page does when its write needs a login: nothing when one is saved (or the server has
    /// none); else the login page, which comes back to `next` afterwards.
    @MainActor
    func loginFirst(_ page: PageRequest, next: String) -> PageResponse? {
        guard !session(for: page).authenticationState().canWrite else { return nil }
        return .redirect(to: "/til/login?next=" + next.queryValueEscaped)
    }

    /// After a write the server refused for its login (a 401: the token is gone): the form's input
    /// is kept in the web session, and the login page, which says why it is shown, brings the
    /// person back to the form. A password is never kept: it is typed again.
    @MainActor
    func reauthenticate(_ page: PageRequest, formPath: String) -> PageResponse {
        let fields = page.form.items.filter { !Self.neverKept.contains($0.name) }.map { [$0.name, $0.value] }
        let pending = ["path": [[formPath]], "fields": fields]
        let kept = (try? JSONEncoder().encode(pending)).flatMap {
            $0.count <= Self.keptInputBytes ? String(decoding: $0, as: UTF8.self) : nil
        }
        page.session[Self.pendingKey] = kept
        let typed = fields.contains { !$0[1].isEmpty }
        page.flash(
            "Your login has ended, so nothing was saved yet. Log in again to finish"
                + (kept != nil && typed ? ": what you typed comes back." : "."))
        return .redirect(to: "/til/login?next=" + formPath.queryValueEscaped)
    }

    /// The most a form's kept input may take in the session, which every request reads: a form
    /// typed by a person fits many times over; a larger one is typed again.
    static let keptInputBytes = 64 * 1024

    /// The fields a form's input is kept without: the form's token and any password.
    private static let neverKept: Set = [CSRFCheck.fieldName, FormField.passwordName]

    /// The input a 401 interrupted on the form at `path`, once, when the form is shown again (a
    /// GET), or `nil`.
    @MainActor
    func restoredInput(_ page: PageRequest, path: String) -> [String: String]? {
        guard page.request.method == "GET", let text = page.session[Self.pendingKey],
            let pending = try? JSONDecoder().decode([String: [[String]]].self, from: Data(text.utf8)),
            pending["path"]?.first?.first == path
        else { return nil }
        page.session[Self.pendingKey] = nil
        var fields: [String: String] = [:]
        for pair in pending["fields"] ?? [] where pair.count == 2 { fields[pair[0]] = pair[1] }
        return fields
    }

    /// Whether an alert means the login is missing or was refused.
    static func needsLogin(_ alerts: [Alert]) -> Bool { alerts.contains { $0.dismissal == .showLogin } }

    /// Where a login leads afterwards: `next` when it is a page of the TIL app, else its list.
    static func safeNext(_ next: String) -> String { LocalPath.checked(next, under: "/til") ?? "/til/" }
}
