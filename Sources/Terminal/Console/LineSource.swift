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
    /// The answer to `question`, which was just written where questions are asked: at a terminal
    /// the answer is shown after it as it is edited. `nil` at end of input.
    func readLine(after question: String) -> String?
    /// The same for a secret, which is never shown.
    func readSecret(after question: String) -> String?
}

extension LineSource {
    public func prepareForAnswer() {}
    public func readLine(after question: String) -> String? { readLine() }
    public func readSecret(after question: String) -> String? { readSecret() }
}

/// Reads standard input. When it is a terminal, lines are read as ``TerminalLines`` (so an answer
/// typed ahead is not joined to the next), Backspace erases whole characters (``CharacterErase``),
/// and secrets are read with echo turned off. An answer to a question asked at the terminal is
/// edited by the program (``AnswerEditor``), so that the screen shows what is saved.
public struct StandardInput: LineSource {
    public init() {}

    private var isTerminal: Bool { TerminalDevice.isTerminal(TerminalDevice.standardInput) }

    /// At a terminal where the questions are asked, the program edits the answer from now on.
    public func prepareForAnswer() {
        guard isTerminal else { return }
        CharacterErase.enable()
        if TerminalDevice.isTerminal(TerminalDevice.standardError) {
            TerminalLines.standardInput.beginEditing()
        }
    }

    /// A line as the terminal edits it, for a line read without a question (`--password-stdin`).
    public func readLine() -> String? {
        guard isTerminal else { return Swift.readLine(strippingNewline: true) }
        TerminalLines.standardInput.endEditing()
        CharacterErase.enable()
        return TerminalLines.standardInput.next(echoingTypedAhead: true)
    }

    public func readSecret() -> String? {
        guard isTerminal else { return readLine() }
        TerminalLines.standardInput.endEditing()
        CharacterErase.enable()
        return EchoSuppression.withEchoOff { TerminalLines.standardInput.next(echoingTypedAhead: false) }
    }

    public func readLine(after question: String) -> String? {
        guard let ending = edited(after: question, secret: false) else { return readLine() }
        return ending.line
    }

    public func readSecret(after question: String) -> String? {
        guard let ending = edited(after: question, secret: true) else { return readSecret() }
        return ending.line
    }

    /// How the answer edited at the terminal where the questions are asked (standard error) ended,
    /// or `nil` when it is not edited there (``prepareForAnswer()`` began no editing).
    private func edited(after question: String, secret: Bool) -> AnswerEditor.Ending? {
        TerminalLines.standardInput.edited(
            after: question, on: TerminalDevice.standardError, secret: secret)
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
