/// Airtable-style ids: a three-letter prefix and 14 random letters and digits (`rec8fY…`).
enum IDs {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789".utf8)

    /// A new id with `prefix` (`rec`, `fld`, `tbl`, `viw`, `sel`, `att`, `itr`).
    static func make(_ prefix: String) -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes = Array(prefix.utf8)
        for _ in 0..<14 { bytes.append(alphabet[Int(generator.next(upperBound: UInt32(alphabet.count)))]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `text` looks like an id with `prefix` (prefix + 14 letters and digits).
    static func isValid(_ text: String, prefix: String) -> Bool {
        let utf8 = Array(text.utf8)
        return utf8.count == 17 && text.hasPrefix(prefix)
            && utf8.dropFirst(3).allSatisfy {
                $0 < 128 && (Character(UnicodeScalar($0)).isLetter || Character(UnicodeScalar($0)).isNumber)
            }
    }
}
