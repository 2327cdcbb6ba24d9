import Foundation

/// A username as it is stored and looked up: in Unicode's composed form (NFC), so that `zoë` typed
/// with one letter `ë` or with `e` and a combining diaeresis (as some keyboards send it) is one
/// username, as it reads. Case still counts, as in the book.
enum Username {
    static func canonical(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
    }

    /// Why `text` cannot be the username of a user who logs in, or `nil`: Basic authentication
    /// sends `username:password` and the name ends at the first colon (RFC 7617), so a name with a
    /// colon could never log in.
    static func loginProblem(_ text: String) -> String? {
        text.contains(":") ? "A username must not contain ':': a login could never send it." : nil
    }
}
