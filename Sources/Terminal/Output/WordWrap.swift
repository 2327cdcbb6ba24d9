/// Breaks text into lines of at most a given number of terminal columns (``DisplayWidth``), between
/// words, and in Japanese or Chinese text between characters. A word wider than the limit gets a
/// line of its own rather than being cut (an address stays whole).
public enum WordWrap {
    /// The words of `text` (split at spaces) on as few lines of at most `width` columns as they fit;
    /// the first line may have another width (`firstWidth`), when something stands before it.
    ///
    /// Text in wide characters (Japanese, Chinese), which has no spaces to break at, breaks between
    /// its characters, except where the rule of such text forbids: before closing punctuation and
    /// small kana (`。`, `、`, `」`, `ッ`…, ``noLineStart``), and after an opening bracket (`「`, `（`…).
    /// A short word between spaces (``wholeWordColumns`` at most: `ご飯,` or `サイドメニュー,` in a
    /// list of dishes) stays whole.
    public static func lines(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        let pieces = text.split(separator: " ").enumerated().flatMap { index, word in
            let parts =
                DisplayWidth.of(word) <= min(wholeWordColumns, width, firstWidth ?? width)
                ? [String(word)] : breakable(word)
            return parts.enumerated().map { (item: $1, joiner: index > 0 && $0 == 0 ? " " : "") }
        }
        return laid(pieces, width: width, firstWidth: firstWidth)
    }

    /// A menu's choices on as few lines of at most `width` columns as they fit: each line of `menu`
    /// is split at its `separator`s, and the choices are laid out whole, with the separator only
    /// between two choices on one line, never at a line's start or end. A choice wider than the
    /// line gets a line of its own. Without a width (a pipe), `menu` is returned as it is.
    public static func menu(_ menu: String, width: Int?, separator: String = " · ") -> [String] {
        let lines = menu.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return lines }
        return lines.flatMap { line in
            laid(line.components(separatedBy: separator).map { (item: $0, joiner: separator) }, width: width)
        }
    }

    /// The widest word between spaces kept whole in wide characters: a name, a weekday, a dish.
    static let wholeWordColumns = 16

    /// Characters a line may not start with in Japanese and Chinese text: closing punctuation and
    /// brackets, small kana, the prolonged sound mark, and their ASCII counterparts.
    static let noLineStart = Set("。、，．・：；？！ー）」』】〕〉》｝］”’ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮ々〜…),.!?:;]}")
    /// Characters a line may not end with: opening brackets and quotes.
    static let noLineEnd = Set("（「『【〔〈《｛［“‘([{")

    /// `word` cut where a line may break inside it: between two characters of which one is wide,
    /// unless the rule above forbids it. A word without wide characters stays whole.
    private static func breakable(_ word: Substring) -> [String] {
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            if let previous, DisplayWidth.of(previous) > 1 || DisplayWidth.of(character) > 1,
                !noLineStart.contains(character), !noLineEnd.contains(previous)
            {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        return pieces + [current]
    }

    /// `items` on as few lines as they fit, whole and in order, each item's joiner between it and
    /// the one before on a line (never at a line's start or end); an item wider than its line gets
    /// a line of its own.
    private static func laid(_ items: [(item: String, joiner: String)], width: Int, firstWidth: Int? = nil)
        -> [String]
    {
        var lines: [String] = []
        var current = ""
        for (item, joiner) in items {
            let limit = lines.isEmpty ? firstWidth ?? width : width
            if current.isEmpty {
                current = item
            } else if DisplayWidth.of(current) + DisplayWidth.of(joiner) + DisplayWidth.of(item) <= limit {
                current += joiner + item
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
