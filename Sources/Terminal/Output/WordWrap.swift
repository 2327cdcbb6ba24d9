/// Breaks text into lines of at most a given number of terminal columns (``DisplayWidth``), between
/// words. A word wider than the limit gets a line of its own rather than being cut.
public enum WordWrap {
    /// The words of `text` (split at spaces) on as few lines of at most `width` columns as they fit;
    /// the first line may have another width (`firstWidth`), when something stands before it.
    public static func lines(_ text: String, width: Int, firstWidth: Int? = nil) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let limit = lines.isEmpty ? firstWidth ?? width : width
            if current.isEmpty {
                current = String(word)
            } else if DisplayWidth.of(current) + 1 + DisplayWidth.of(word) <= limit {
                current += " " + word
            } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// A menu's choices on as few lines of at most `width` columns as they fit: each line of `menu`
    /// is split at its `separator`s, and the choices are laid out whole, with the separator only
    /// between two choices on one line, never at a line's start or end. A choice wider than the
    /// line gets a line of its own. Without a width (a pipe), `menu` is returned as it is.
    public static func menu(_ menu: String, width: Int?, separator: String = " · ") -> [String] {
        let lines = menu.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let width else { return lines }
        return lines.flatMap { line in
            var laid: [String] = []
            var current = ""
            let gap = DisplayWidth.of(separator)
            for choice in line.components(separatedBy: separator) {
                if current.isEmpty {
                    current = choice
                } else if DisplayWidth.of(current) + gap + DisplayWidth.of(choice) <= width {
                    current += separator + choice
                } else {
                    laid.append(current)
                    current = choice
                }
            }
            laid.append(current)
            return laid
        }
    }
}
