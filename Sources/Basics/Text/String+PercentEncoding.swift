extension String {
    /// The text with every byte of its UTF-8 percent-encoded (`%2F`, upper-case hex) but RFC 3986's
    /// unreserved characters (ASCII letters, digits, `-._~`) and the ASCII characters in `kept`.
    ///
    /// The one encoder for a query value, a form field, a path segment or a formula's
    /// `ENCODE_URL_COMPONENT`: each says only which reserved characters it may leave as they are.
    package func percentEncoded(keeping kept: String = "") -> String {
        let keptBytes = kept.utf8.filter { $0 < 0x80 }
        return percentEncoded { Self.isUnreserved[Int($0)] || keptBytes.contains($0) }
    }

    /// The text with every byte of its UTF-8 for which `keeps` is false percent-encoded.
    package func percentEncoded(where keeps: (UInt8) -> Bool) -> String {
        var encoded: [UInt8] = []
        encoded.reserveCapacity(utf8.count)
        for byte in utf8 {
            if keeps(byte) {
                encoded.append(byte)
            } else {
                encoded += [
                    UInt8(ascii: "%"), Self.hexDigits[Int(byte >> 4)], Self.hexDigits[Int(byte & 0x0F)],
                ]
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// Whether each byte value is an unreserved character.
    private static let isUnreserved: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for byte in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8 {
            table[Int(byte)] = true
        }
        return table
    }()
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
