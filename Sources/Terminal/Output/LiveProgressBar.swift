import Foundation

/// A ``ProgressBar`` on a terminal that is never left behind: if SIGINT or SIGTERM ends the program
/// while it is drawn, its line is cleared, the last note given is printed in its place (how far the
/// work got), and the program exits with 128 + the signal's number (``InterruptExit``).
///
/// <!-- example context: let console = Console.standard(environment: [:]) -->
/// ```swift
/// let bar = LiveProgressBar(ProgressBar(total: 120), sink: console.errors)
/// bar.draw(done: 30, label: "3/12", ifInterrupted: "Interrupted: 30 of 120 rows saved")
/// bar.finish()   // the line break after the last draw; signals take their default course again
/// ```
///
/// `@unchecked Sendable`: the state is only touched while holding `lock` (the signal handler runs
/// on a queue of its own).
public final class LiveProgressBar: @unchecked Sendable {
    private let bar: ProgressBar
    private let sink: any TextSink
    /// The terminal's width at each draw (`nil`: not known, nothing is cut).
    private let columns: @Sendable () -> Int?
    private let lock = NSLock()
    private var isDrawn = false
    /// Set by a signal: nothing is drawn any more.
    private var isInterrupted = false
    private var note = ""

    /// - Parameter columns: the width of the terminal `sink` writes to, measured at each draw so
    ///   that the bar fits a window resized meanwhile (``ProgressBar/line(done:label:columns:)``).
    public init(_ bar: ProgressBar, sink: any TextSink, columns: @escaping @Sendable () -> Int? = { nil }) {
        self.bar = bar
        self.sink = sink
        self.columns = columns
    }

    /// Draws the bar at `done` (see ``ProgressBar/line(done:label:)``); `note` is what a signal
    /// prints in its place from now on.
    public func draw(done: Int, label: String = "", ifInterrupted note: String) {
        let isFirst = lock.withLock { () -> Bool in
            guard !isInterrupted else { return false }
            sink.write(bar.line(done: done, label: label, columns: columns()))
            self.note = note
            defer { isDrawn = true }
            return !isDrawn
        }
        if isFirst { InterruptExit.setHandler { [self] _ in interrupted() } }
    }

    /// Ends the bar's line, if it is drawn, and gives the signals their default course again.
    public func finish() {
        let wasDrawn = lock.withLock { () -> Bool in
            guard isDrawn, !isInterrupted else { return false }
            sink.write(bar.finish())
            isDrawn = false
            return true
        }
        if wasDrawn { InterruptExit.setHandler(nil) }
    }

    private func interrupted() {
        lock.withLock {
            guard isDrawn, !isInterrupted else { return }
            isInterrupted = true
            sink.write(bar.clear() + SafeText.line(note) + "\n")
        }
    }
}
