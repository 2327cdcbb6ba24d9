import Basics
import Foundation

/// One browser's session: a random id (the cookie's value) and what the apps keep for it on the
/// server side (a TIL login token, a chosen language) — never sent to the browser. Its forms' token
/// is derived from the id (``CSRFCheck``).
public struct Session: Sendable, Hashable, Codable {
    /// 32 random bytes as hex: the cookie's value.
    public let id: String
    /// What the apps keep, by key.
    public var values: [String: String]
    /// When it ends unless used again.
    public var expires: Date

    /// A new session, ending `lifetime` after `now`.
    public init(now: Date, lifetime: Duration) {
        self.init(id: SecureRandom.hex(32), values: [:], expires: now.addingTimeInterval(lifetime.seconds))
    }

    /// The session a browser's cookie names when nothing was kept for it (so it was never stored):
    /// empty, ending `lifetime` after `now`. `nil` when `id` is not one this type makes, so a
    /// cookie's value is taken only as a session id.
    public init?(unstored id: String, now: Date, lifetime: Duration) {
        guard Self.isWellFormed(id) else { return nil }
        self.init(id: id, values: [:], expires: now.addingTimeInterval(lifetime.seconds))
    }

    /// Whether `id` is one this type makes: 64 lowercase hex digits.
    public static func isWellFormed(_ id: String) -> Bool {
        id.utf8.count == 64 && id == id.lowercased() && [UInt8](hex: id) != nil
    }

    /// A session as stored (``SQLSessionStore``).
    init(id: String, values: [String: String], expires: Date) {
        self.id = id
        self.values = values
        self.expires = expires
    }

    /// The same session under a new id (so a new CSRF token), for when what it may do changes (a
    /// login or a logout): an id someone planted or saw before is then worth nothing.
    public func renewed() -> Session { Session(id: SecureRandom.hex(32), values: values, expires: expires) }

    public subscript(key: String) -> String? {
        get { values[key] }
        set { values[key] = newValue }
    }
}

extension Session: SecretHolding {
    /// The keys it holds and when it ends; never the id (a browser's credential) or the values (a
    /// login token among them).
    public var description: String {
        "Session(id: \(secretMask), keys: \(values.keys.sorted()), expires: \(expires))"
    }
}
