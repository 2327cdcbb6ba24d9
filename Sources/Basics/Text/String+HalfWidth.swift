extension String {
    /// The text with what a Japanese input method types for ASCII read as that ASCII: the
    /// full-width forms of letters, digits and signs (`ｙ`, `１２`, `＞`, U+FF01–FF5E), the
    /// ideographic space, and the marks its keys for `-` `.` `,` `/` give in kana mode (`ー` `。`
    /// `、` `・`). An answer that is a number, a date or a menu's letter means the same either way.
    /// Nothing else changes: `²`, `①` or another script's digits are not ASCII digits.
    package var halfWidth: String {
        guard utf8.contains(where: { $0 >= 0x80 }) else { return self }
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars {
            switch scalar.value {
            case 0xFF01...0xFF5E:
                scalars.append(Unicode.Scalar(UInt8(truncatingIfNeeded: scalar.value - 0xFEE0)))
            case 0x3000: scalars.append(" ")
            case 0x30FC: scalars.append("-")
            case 0x3002: scalars.append(".")
            case 0x3001: scalars.append(",")
            case 0x30FB: scalars.append("/")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }
}
