import Basics
import Foundation

/// A ``ProgressBar`` on a terminal that is never left behind: if SIGINT or SIGTERM ends the program
/// while it is drawn, its line is cleared, the last note given is printed in its place (how far the
/// work got), and the program ends by the signal (its shell reports 128 + the signal's number,
/// ``InterruptExit``).
///
/// <!-- example context: let console = Console.standard(environment: [:]) -->
/// ```swift
/// let bar = LiveProgressBar(ProgressBar(total: 120), sink: console.errors)
/// bar.draw(done: 30, label: "3/12", ifInterrupted: "Interrupted: 30 of 120 rows saved")
/// bar.finish()   // the line break after the last draw; signals take their default course again
/// ```
///
/// What is drawn is written under a lock: the signal handler runs on a queue of its own.
public final class LiveProgressBar: Sendable {
    private let bar: ProgressBar
    private let sink: any TextSink
    /// The terminal's width at each draw (`nil`: not known, nothing is cut).
    private let columns: @Sendable () -> Int?
    private struct State {
        var isDrawn = false
        /// Set by a signal: nothing is drawn any more.
        var isInterrupted = false
        var note = ""
    }

    private let state = Locked(State())

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
        let isFirst = state.withLock { state -> Bool in
            guard !state.isInterrupted else { return false }
            sink.write(bar.line(done: done, label: label, columns: columns()))
            state.note = note
            defer { state.isDrawn = true }
            return !state.isDrawn
        }
        if isFirst { InterruptExit.setHandler { [self] _ in interrupted() } }
    }

    /// Ends the bar's line, if it is drawn, and gives the signals their default course again.
    public func finish() {
        let wasDrawn = state.withLock { state -> Bool in
            guard state.isDrawn, !state.isInterrupted else { return false }
            sink.write(bar.finish())
            state.isDrawn = false
            return true
        }
        if wasDrawn { InterruptExit.setHandler(nil) }
    }

    private func interrupted() {
        state.withLock { state in
            guard state.isDrawn, !state.isInterrupted else { return }
            state.isInterrupted = true
            sink.write(bar.clear() + SafeText.line(state.note) + "\n")
        }
    }
}
