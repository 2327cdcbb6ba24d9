import Basics

/// Airtable's ids: three letters saying what the id is for, then 14 letters and digits
/// (`rec8fYxJ2kQvWmN3p`). The one place ids are made and checked.
public enum AirtableID {
    /// What an id is for: its prefix.
    public enum Kind: String, Sendable, CaseIterable {
        case base = "app"
        case table = "tbl"
        case field = "fld"
        case view = "viw"
        case record = "rec"
        case choice = "sel"
        case attachment = "att"
        case iterator = "itr"
        case user = "usr"
        case comment = "com"
        case workspace = "wsp"
        case webhook = "ach"
        /// The first part of a personal access token (`pat…` then `.` and a secret).
        case token = "pat"
    }

    /// The length of every id.
    public static let length = 17

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// A new random id of `kind`.
    public static func make(_ kind: Kind) -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = Array(kind.rawValue.utf8)
        while bytes.count < length {
            bytes.append(alphabet[Int(generator.next(upperBound: UInt32(alphabet.count)))])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A secret in the shape of a personal access token: `pat`, 14 characters, `.` and 64 hex
    /// digits. What a local server accepts when it is given no token.
    public static func makeToken() -> String { make(.token) + "." + SecureRandom.hex(32) }

    /// Whether `text` has the shape of an id of `kind`: its prefix and 14 ASCII letters or digits.
    /// Text that fails this cannot name a record, so it need not be sent (nor put in a path).
    public static func isValid(_ text: String, _ kind: Kind) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == length && text.hasPrefix(kind.rawValue)
            && bytes.dropFirst(kind.rawValue.utf8.count).allSatisfy { byte in
                (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
            }
    }

    /// The shape ``isValid(_:_:)`` checks, in words, for a message: "wsp and 14 letters or digits".
    public static func shape(of kind: Kind) -> String {
        "\(kind.rawValue) and \(length - kind.rawValue.count) letters or digits"
    }

    /// A fixed id for a declared table, field, view or choice: `prefix` (the kind's, then a tag of the
    /// declaration's choosing) and `number` padded with zeros to the id's length, as in
    /// `selType0000000001`.
    public static func numbered(_ prefix: String, _ number: Int) -> String {
        let digits = String(number)
        return prefix + String(repeating: "0", count: max(0, length - prefix.count - digits.count)) + digits
    }
}
