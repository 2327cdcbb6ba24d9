import Foundation

/// Where typed lines come from: standard input, or a script in tests.
public protocol LineSource: Sendable {
    /// The next line without its line break, or `nil` at end of input.
    func readLine() -> String?
    /// The next line, not echoed when the input is a terminal (for passwords).
    func readSecret() -> String?
}

/// Reads standard input; secrets are read with echo turned off when standard input is a terminal.
public struct StandardInput: LineSource {
    public init() {}

    public func readLine() -> String? {
        Swift.readLine(strippingNewline: true)
    }

    public func readSecret() -> String? {
        guard TerminalDevice.isTerminal(TerminalDevice.standardInput) else { return readLine() }
        return EchoSuppression.withEchoOff { Swift.readLine(strippingNewline: true) }
    }
}

/// Answers from a list of lines, for tests and scripted sessions.
///
/// `@unchecked Sendable`: `lines` is only touched while holding `lock` (an `NSLock`, so the module
/// builds for macOS 14 and ThreadSanitizer sees it).
public final class ScriptedLines: LineSource, @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String]

    public init(_ lines: [String]) { self.lines = lines }

    public func readLine() -> String? {
        lock.withLock { lines.isEmpty ? nil : lines.removeFirst() }
    }

    public func readSecret() -> String? { readLine() }
}
