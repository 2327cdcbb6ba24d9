import Basics
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
                    guard let high = bytes[index].hexDigitValue, let low = bytes[index + 1].hexDigitValue
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
}
