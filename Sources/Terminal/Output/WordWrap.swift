/// Breaks text into lines of at most a given number of terminal columns (``DisplayWidth``), between
/// words. A word wider than the limit gets a line of its own rather than being cut.
public enum WordWrap {
    /// The words of `text` (split at spaces) on as few lines of at most `width` columns as they fit;
    /// the first line may have another width (`firstWidth`), when something stands before it.
    public static func lines(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        laid(text.split(separator: " ").map(String.init), joinedBy: " ", width: width, firstWidth: firstWidth)
    }

    /// A menu's choices on as few lines of at most `width` columns as they fit: each line of `menu`
    /// is split at its `separator`s, and the choices are laid out whole, with the separator only
    /// between two choices on one line, never at a line's start or end. A choice wider than the
    /// line gets a line of its own. Without a width (a pipe), `menu` is returned as it is.
    public static func menu(_ menu: String, width: Int?, separator: String = " · ") -> [String] {
        let lines = menu.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return lines }
        return lines.flatMap { line in
            laid(line.components(separatedBy: separator), joinedBy: separator, width: width)
        }
    }

    /// `items` on as few lines as they fit, whole and in order, `separator` between two on a line;
    /// an item wider than its line gets a line of its own.
    private static func laid(
        _ items: [String], joinedBy separator: String, width: Int, firstWidth: Int? = nil
    )
        -> [String]
    {
        var lines: [String] = []
        var current = ""
        let gap = DisplayWidth.of(separator)
        for item in items {
            let limit = lines.isEmpty ? firstWidth ?? width : width
            if current.isEmpty {
                current = item
            } else if DisplayWidth.of(current) + gap + DisplayWidth.of(item) <= limit {
                current += separator + item
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }
}
