import Foundation

/// A username as it is stored and looked up: in Unicode's composed form (NFC), so that `zoë` typed
/// with one letter `ë` or with `e` and a combining diaeresis (as some keyboards send it) is one
/// username, as it reads. Case still counts, as in the book.
enum Username {
    static func canonical(_ text: String) -> String {
        text.precomposedStringWithCanonicalMapping
    }
}
