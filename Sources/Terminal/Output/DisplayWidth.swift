/// How many terminal columns text takes: wide East Asian characters and emoji take two, combining
/// marks and zero-width characters none, everything else one.
public enum DisplayWidth {
    /// The columns `text` takes.
    public static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// The columns one character (grapheme cluster) takes.
    public static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation })
            || (scalars.contains("\u{FE0F}") && first.properties.isEmoji)
        {
            return 2
        }
        if isZeroWidth(first) { return 0 }
        return isWide(first.value) ? 2 : 1
    }

    /// The longest prefix of `text` that fits in `width` columns, with `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// `text` as it fits in `width` columns: whole, or its start and its last quarter around `…`,
    /// so a sentence whose verb comes last (as Japanese ones do) keeps it. Of a text of more than
    /// `8 × width` scalars only the first and last `4 × width` are looked at, so zero-width
    /// characters cannot make it long.
    public static func truncateMiddle(_ text: String, to width: Int) -> String {
        var text = text
        let scalars = text.unicodeScalars
        let bound = 4 * max(width, 1)
        if scalars.count > 2 * bound {
            var kept = String.UnicodeScalarView(scalars.prefix(bound))
            kept.append(contentsOf: scalars.suffix(bound))
            text = String(kept)
        }
        guard of(text) > width else { return text }
        let tail = truncateLeading(text, to: max(width / 4, 2))
        return truncate(text, to: width - of(tail) + 1) + tail.dropFirst()
    }

    /// The longest suffix of `text` that fits in `width` columns, after `…` when something was cut:
    /// a line being typed, whose end (where the cursor is) must stay in sight.
    public static func truncateLeading(_ text: String, to width: Int) -> String {
        guard of(text) > width else { return text }
        guard width > 0 else { return "" }
        var kept: [Character] = []
        var used = 0
        for character in text.reversed() {
            let columns = of(character)
            if used + columns > width - 1 { break }
            kept.append(character)
            used += columns
        }
        return "…" + String(kept.reversed())
    }

    /// `text` followed by spaces up to `width` columns (or preceded by them, for right alignment).
    public static func pad(_ text: String, to width: Int, rightAligned: Bool = false) -> String {
        let padding = String(repeating: " ", count: max(0, width - of(text)))
        return rightAligned ? padding + text : text + padding
    }

    private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: true
        default: false
        }
    }

    /// East Asian Wide and Fullwidth ranges (Unicode 15, abridged to the blocks that occur in text).
    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF,
            0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
