import Basics
import Foundation
import TILClient
import TILModels
import Web

/// The TIL app's pages: each request talks to the TIL server through a `TILSession` whose login
/// lives in the browser's web session, on the server side (the token never reaches the browser).
/// The sessions share the client core's default transport, and so its connections.
struct TILApp: Sendable {
    let configuration: TILConfiguration
    /// Every acronym, read once for every browser waiting and kept for a short while; the site's
    /// acronym writes empty it.
    let acronymListing = SharedRead<[Acronym], TILError>()

    /// Users logged out everywhere from here, so that their logins in other browsers end too.
    let everywhereLogouts = EverywhereLogouts()

    var backend: Backend { .til(configuration.serverURL.absoluteString) }

    /// The web session's key for the stored login.
    static let loginKey = "til.login"
    /// The web session's key for when its login began (seconds since 1970).
    static let loginBeganKey = "til.loginBegan"
    /// The web session's key for a form a 401 interrupted, kept for after the login.
    static let pendingKey = "til.pending"

    /// A TIL session for `page`, with the login its web session holds, its requests naming the
    /// browser's address; `finish` writes a login or logout made during the request back into the
    /// web session.
    @MainActor
    func session(for page: PageRequest) -> TILSession {
        TILSession(
            configuration: configuration, credentials: credentials(login(of: page)),
            middleware: page.request.remoteAddress.map { [BrowserAddress(address: $0)] } ?? [])
    }

    /// The login `page`'s web session holds, `nil` when none. A login its user ended everywhere
    /// from another browser is forgotten here, and the page says so.
    @MainActor
    func login(of page: PageRequest) -> StoredCredentials? {
        guard let login = Self.login(in: page.session) else { return nil }
        let began = page.session[Self.loginBeganKey].flatMap(Double.init).map(
            Date.init(timeIntervalSince1970:))
        guard let user = login.userID, everywhereLogouts.hasEnded(user, loginBegan: began) else {
            return login
        }
        page.session[Self.loginKey] = nil
        page.session[Self.loginBeganKey] = nil
        page.flash("Logged out: \(login.username ?? "this user") was logged out everywhere.", warning: true)
        return nil
    }

    /// The login a web session holds, `nil` when none (or it does not read).
    static func login(in session: Session) -> StoredCredentials? {
        session[loginKey].flatMap { try? JSONDecoder().decode(StoredCredentials.self, from: Data($0.utf8)) }
    }

    /// A credential store with `login` (if any) for the configured server.
    func credentials(_ login: StoredCredentials?) -> InMemoryCredentialStore {
        InMemoryCredentialStore(login.map { [configuration.serverKey: $0] } ?? [:])
    }

    /// Copies `session`'s login (or its absence) into the web session.
    @MainActor
    func finish(_ session: TILSession, _ page: PageRequest) {
        let stored = try? session.credentials.credentials(for: configuration.serverKey)
        page.session[Self.loginKey] = stored.flatMap { try? JSONEncoder().encode($0) }.map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    /// The username logged in, `nil` when logged out (or the server has no logins).
    @MainActor
    func username(_ page: PageRequest) -> String? {
        guard let stored = login(of: page) else { return nil }
        return stored.username ?? "?"
    }
}
