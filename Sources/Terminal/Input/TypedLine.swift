/// A line of text as keys edit it: text is added, Backspace removes the last character, Ctrl-U
/// clears it, Ctrl-W erases its last word; other keys leave it alone. Text past `mostBytes` is
/// refused: the character that reaches the limit is the last, so a line cut short is at least that
/// long.
public struct TypedLine: Sendable {
    /// What a key did.
    public enum Effect: Equatable, Sendable {
        /// It added this text at the end.
        case added(String)
        /// It took text away.
        case erased
        /// It was text past the limit, not added.
        case refused
        case unchanged
    }

    public private(set) var text = ""
    /// The length past which no text is added.
    public let mostBytes: Int
    /// `text`'s length in bytes, kept as it changes (a paste adds thousands of characters).
    private var bytes = 0

    public init(mostBytes: Int = .max) { self.mostBytes = mostBytes }

    public mutating func handle(_ key: Key) -> Effect {
        switch key {
        case .text(let typed):
            guard bytes < mostBytes else { return .refused }
            text += typed
            bytes += typed.utf8.count
            return .added(typed)
        case .backspace:
            guard let last = text.popLast() else { return .unchanged }
            bytes -= last.utf8.count
        case .clearLine:
            guard !text.isEmpty else { return .unchanged }
            text = ""
            bytes = 0
        case .eraseWord:
            guard !text.isEmpty else { return .unchanged }
            while text.last?.isWhitespace == true { text.removeLast() }
            while let last = text.last, !last.isWhitespace { text.removeLast() }
            bytes = text.utf8.count
        default:
            return .unchanged
        }
        return .erased
    }
}
