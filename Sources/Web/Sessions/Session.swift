import Basics
import Foundation

/// One browser's session: a random id (the cookie's value), the token its forms must carry, and what
/// the apps keep for it on the server side (a TIL login token, a chosen language) — never sent to
/// the browser.
public struct Session: Sendable, Hashable, Codable {
    /// 32 random bytes as hex: the cookie's value.
    public let id: String
    /// 32 random bytes as hex, in every form the session's pages carry; a state-changing request
    /// without it is refused (``CSRFCheck``).
    public let csrfToken: String
    /// What the apps keep, by key.
    public var values: [String: String]
    /// When it ends unless used again.
    public var expires: Date

    /// A new session, ending `lifetime` after `now`.
    public init(now: Date, lifetime: Duration) {
        id = SecureRandom.hex(32)
        csrfToken = SecureRandom.hex(32)
        values = [:]
        expires = now.addingTimeInterval(lifetime.seconds)
    }

    /// A session as stored (``SQLSessionStore``).
    init(id: String, csrfToken: String, values: [String: String], expires: Date) {
        self.id = id
        self.csrfToken = csrfToken
        self.values = values
        self.expires = expires
    }

    /// The same session under a new id and CSRF token, for when what it may do changes (a login or
    /// a logout): an id someone planted or saw before is then worth nothing.
    public func renewed() -> Session {
        Session(id: SecureRandom.hex(32), csrfToken: SecureRandom.hex(32), values: values, expires: expires)
    }

    public subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
