/// A one-line progress bar for a terminal: `[██████░░░░░░]  60/100 label`, redrawn in place.
///
/// ```swift
/// let bar = ProgressBar(total: 100)
/// console.errors.write(bar.line(done: 60, label: "batch 6/10"))   // "\r[…]  60/100 batch 6/10"
/// console.errors.write(bar.finish())                              // the line break after the last draw
/// ```
///
/// Use it only when the stream is a terminal; elsewhere print one line per step instead.
public struct ProgressBar: Sendable {
    public let total: Int
    /// Cells in the bar.
    public let width: Int

    public init(total: Int, width: Int = 30) {
        self.total = max(0, total)
        self.width = max(1, width)
    }

    /// The bar at `done` of ``total``, starting with a carriage return and clearing the rest of the
    /// line, so each draw replaces the last.
    public func line(done: Int, label: String = "") -> String {
        let done = min(max(0, done), total)
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let count =
            String(repeating: " ", count: max(0, "\(total)".count - "\(done)".count)) + "\(done)/\(total)"
        let suffix = label.isEmpty ? "" : " " + SafeText.line(label)
        return "\r[\(bar)] \(count)\(suffix)\u{1B}[K"
    }

    /// Ends the bar's line.
    public func finish() -> String { "\n" }

    /// Erases the bar's line and goes back to its start, for a bar given up before its end (so what
    /// is written next replaces it).
    public func clear() -> String { "\r\u{1B}[2K" }
}
