/// Whether the TIL server wants logins: the book's chapter 19 API (tokens) or its chapter 11 API
/// (everything public, acronym bodies name their owner).
public enum AuthMode: String, Sendable, Hashable, CaseIterable {
    /// Chapter 19: writes need a bearer token from `POST /api/users/login`; creating a user sends a
    /// password.
    case token
    /// Chapter 11/12: no login; acronym create and update bodies carry `userID`.
    case off

    /// Reads `TIL_AUTH` (or `til-server --auth`), the one rule for the server and its clients: `off`
    /// (or `false`, `0`, `no`, `none`) turns logins off; `on` (or `true`, `1`, `yes`, `token`), blank
    /// or nothing keeps them on. Anything else is `nil`.
    public init?(environmentValue value: String?) {
        guard let value else {
            self = .token
            return
        }
        switch value.trimmingCharacters(in: .whitespaces).lowercased() {
        case "", "on", "true", "1", "yes", "token": self = .token
        case "off", "false", "0", "no", "none": self = .off
        default: return nil
        }
    }
}
