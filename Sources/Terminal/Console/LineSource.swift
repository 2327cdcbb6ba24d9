import Basics
import Foundation

/// Where typed lines come from: standard input, or a script in tests.
public protocol LineSource: Sendable {
    /// The next line without its line break, or `nil` at end of input.
    func readLine() -> String?
    /// The next line, not echoed when the input is a terminal (for passwords).
    func readSecret() -> String?
    /// Readies the input for an answer, before its question is written: whatever the terminal does
    /// with keys as they are typed must be set before the person can type them.
    func prepareForAnswer()
}

extension LineSource {
    public func prepareForAnswer() {}
}

/// Reads standard input. When it is a terminal, lines are read as ``TerminalLines`` (so an answer
/// typed ahead is not joined to the next), Backspace erases whole characters (``CharacterErase``),
/// and secrets are read with echo turned off.
public struct StandardInput: LineSource {
    public init() {}

    private var isTerminal: Bool { TerminalDevice.isTerminal(TerminalDevice.standardInput) }

    public func prepareForAnswer() {
        if isTerminal { CharacterErase.enable() }
    }

    /// Readies the terminal itself too, for a line read without a question (`--password-stdin`).
    public func readLine() -> String? {
        guard isTerminal else { return Swift.readLine(strippingNewline: true) }
        prepareForAnswer()
        return TerminalLines.standardInput.next(echoingTypedAhead: true)
    }

    public func readSecret() -> String? {
        guard isTerminal else { return readLine() }
        prepareForAnswer()
        return EchoSuppression.withEchoOff { TerminalLines.standardInput.next(echoingTypedAhead: false) }
    }
}

/// Answers from a list of lines, for tests and scripted sessions.
public final class ScriptedLines: LineSource {
    private let lines: Locked<[String]>

    public init(_ lines: [String]) { self.lines = Locked(lines) }

    public func readLine() -> String? {
        lines.withLock { $0.isEmpty ? nil : $0.removeFirst() }
    }

    public func readSecret() -> String? { readLine() }
}
