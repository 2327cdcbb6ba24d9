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
}
