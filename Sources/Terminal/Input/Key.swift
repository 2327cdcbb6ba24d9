/// A key typed at a terminal read key by key (``KeyDecoder``).
public enum Key: Equatable, Sendable {
    /// Printable text (one character, decoded from UTF-8).
    case text(String)
    case backspace
    /// Ctrl-U: clear the line.
    case clearLine
    /// Ctrl-W: erase the last word.
    case eraseWord
    case up, down, pageUp, pageDown
    case enter
    case tab
    /// Ctrl-D: the end of the input.
    case endOfInput
    /// Ctrl-C, when it reaches the program as a key (a terminal without signals from keys).
    case interrupt
    /// Any other control key or escape sequence.
    case ignored
}
