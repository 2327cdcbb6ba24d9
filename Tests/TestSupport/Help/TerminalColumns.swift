/// How many columns text takes on a terminal, for tests: East Asian wide characters take two,
/// combining marks none, everything else one.
public enum TerminalColumns {
    public static func of(_ text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { columns, scalar in
            if scalar.properties.generalCategory == .nonspacingMark { return columns }
            return columns + (isWide(scalar.value) ? 2 : 1)
        }
    }

    /// Hangul, CJK, kana, fullwidth forms and the supplementary ideographic planes.
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default: false
        }
    }
}
