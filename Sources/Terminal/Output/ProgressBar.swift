/// A one-line progress bar for a terminal: `[██████░░░░░░]  60/100 label`, redrawn in place.
///
/// <!-- example context: let console = Console.standard(environment: [:]) -->
/// ```swift
/// let bar = ProgressBar(total: 100)
/// console.errors.write(bar.line(done: 60, label: "batch 6/10"))   // "\r[…]  60/100 batch 6/10"
/// console.errors.write(bar.finish())                              // the line break after the last draw
/// ```
///
/// Work whose size is not known (a stream read to its end) has no bar: the label alone is redrawn
/// (``unknown``). Work measured in something other than a count (bytes) shows its share in
/// percent (`percent: true`), its words in the label.
///
/// Use it only when the stream is a terminal; elsewhere print one line per step instead.
public struct ProgressBar: Sendable {
    public let total: Int
    /// Cells in the bar.
    public let width: Int
    /// Whether the bar shows the share done in percent rather than `done/total`.
    public let percent: Bool
    /// Whether the size of the work is unknown: no bar, the label alone.
    public let isUnknown: Bool

    public init(total: Int, width: Int = 30, percent: Bool = false) {
        self.total = max(0, total)
        self.width = max(1, width)
        self.percent = percent
        isUnknown = false
    }

    private init(unknownWidth width: Int) {
        total = 0
        self.width = width
        percent = false
        isUnknown = true
    }

    /// A line for work of unknown size: the label alone, redrawn in place.
    public static let unknown = ProgressBar(unknownWidth: 1)

    /// The bar at `done` of ``total``, starting with a carriage return and clearing the rest of the
    /// line, so each draw replaces the last. On a terminal `columns` wide the line is cut (`…`) to
    /// fit in it with ``spareColumns`` to spare: a line that wrapped would leave its first part
    /// behind at every draw.
    public func line(done: Int, label: String = "", columns: Int? = nil) -> String {
        let visible = visibleLine(done: done, label: label)
        let fitted =
            columns.map { DisplayWidth.truncate(visible, to: max(1, $0 - Self.spareColumns)) } ?? visible
        return "\r" + fitted + "\u{1B}[K"
    }

    /// Columns left free after a bar: the terminal echoes Ctrl-C as `^C` where the line ends, and
    /// that must not wrap, or the bar's line would be left behind when it is cleared. (A line that
    /// filled the last column would also wrap on some terminals.)
    static let spareColumns = 3

    private func visibleLine(done: Int, label: String) -> String {
        if isUnknown { return SafeText.line(label) }
        let done = min(max(0, done), total)
        let filled = total == 0 ? width : done * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        let share = total == 0 ? 100 : done * 100 / total
        let count =
            percent
            ? String(repeating: " ", count: 3 - "\(share)".count) + "\(share) %"
            : String(repeating: " ", count: max(0, "\(total)".count - "\(done)".count)) + "\(done)/\(total)"
        let suffix = label.isEmpty ? "" : " " + SafeText.line(label)
        return "[\(bar)] \(count)\(suffix)"
    }

    /// Ends the bar's line.
    public func finish() -> String { "\n" }

    /// Erases the bar's line and goes back to its start, for a bar given up before its end (so what
    /// is written next replaces it).
    public func clear() -> String { Self.clearLine }

    /// Back to the start of the terminal's line, and that line blanked: what another message
    /// written while a bar is drawn begins with.
    public static let clearLine = "\r\u{1B}[2K"
}
