/// The names GitHub can give a user or an organisation: ASCII letters, digits, hyphens, and the
/// underscore of managed users' `_shortcode`. A name outside them can never be found, so the client
/// refuses it before sending, which costs no request from the hourly rate limit and says why.
public enum GitHubLogin {
    /// The longest name checked; GitHub's own limit is 39 characters, managed users' suffix aside.
    public static let maxLength = 100

    /// Why `name` cannot be a GitHub login, or `nil` when it can be.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "a GitHub user name is needed" }
        let shown = name.count > 40 ? String(name.prefix(40)) + "…" : name
        let allowed = name.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                true
            default: false
            }
        }
        guard allowed else {
            return
                "not a GitHub user name: \(shown) (only letters, digits, hyphens and underscores are allowed)"
        }
        if name.utf8.count > maxLength {
            return "not a GitHub user name: \(shown) (longer than \(maxLength) characters)"
        }
        return nil
    }
}
