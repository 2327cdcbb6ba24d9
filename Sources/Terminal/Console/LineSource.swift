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

/// Reads standard input; secrets are read with echo turned off when standard input is a terminal,
/// where Backspace erases whole characters (``CharacterErase``).
public struct StandardInput: LineSource {
    public init() {}

    public func prepareForAnswer() {
        if TerminalDevice.isTerminal(TerminalDevice.standardInput) { CharacterErase.enable() }
    }

    /// Readies the terminal itself too, for a line read without a question (`--password-stdin`).
    public func readLine() -> String? {
        prepareForAnswer()
        return Swift.readLine(strippingNewline: true)
    }

    public func readSecret() -> String? {
        guard TerminalDevice.isTerminal(TerminalDevice.standardInput) else { return readLine() }
        prepareForAnswer()
        return EchoSuppression.withEchoOff { Swift.readLine(strippingNewline: true) }
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
