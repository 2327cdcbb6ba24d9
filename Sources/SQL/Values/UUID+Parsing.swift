import Foundation

extension UUID {
    /// Parses the canonical 8-4-4-4-12 hex form in either case, like `UUID(uuidString:)` but without
    /// the `sscanf` that Foundation uses on Linux (which made UUID parsing a fifth of the TIL server's
    /// time on list routes). `nil` for anything else.
    public init?(parsing text: String) {
        var text = text
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let parsed = text.withUTF8 { bytes in
            withUnsafeMutableBytes(of: &uuid) { result in
                guard bytes.count == 36 else { return false }
                var index = 0
                var byte = 0
                while index < 36 {
                    if index == 8 || index == 13 || index == 18 || index == 23 {
                        guard bytes[index] == UInt8(ascii: "-") else { return false }
                        index += 1
                        continue
                    }
                    guard let high = Self.hexValue(bytes[index]), let low = Self.hexValue(bytes[index + 1])
                    else {
                        return false
                    }
                    result[byte] = high << 4 | low
                    byte += 1
                    index += 2
                }
                return true
            }
        }
        guard parsed else { return nil }
        self.init(uuid: uuid)
    }

    private static func hexValue(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): character - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): character - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
