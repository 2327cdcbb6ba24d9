/// Turns the bytes of a raw keyboard into ``Key``s: UTF-8 text, control keys, and the escape
/// sequences of the arrow keys and Page Up/Page Down (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`…); other
/// sequences are read to their end and ignored.
///
/// The Esc key alone sends the ESC that starts every sequence. An ESC that was the last byte the
/// keyboard had (``endOfChunk()``) is the Esc key unless the next read goes on with `[` or `O` (a
/// sequence split between reads, as a slow link may split it); an ESC right after an ESC is too.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []
    private var escape: [UInt8]?
    /// The ESC in `escape` ended the last read: the next byte says whether it was the Esc key.
    private var escapeMayBeAlone = false

    public init() {}

    /// The key `byte` completes, or `nil` while a sequence or character is unfinished.
    public mutating func decode(_ byte: UInt8) -> Key? {
        defer { escapeMayBeAlone = false }
        if escapeMayBeAlone, byte != UInt8(ascii: "["), byte != UInt8(ascii: "O") {
            escape = nil  // the Esc key, ignored; this byte is a key of its own
        }
        if var sequence = escape {
            return continueEscape(&sequence, with: byte)
        }
        switch byte {
        case 0x03: return .interrupt
        case 0x04: return .endOfInput
        case 0x1B:
            escape = []
            return nil
        case 0x7F, 0x08: return .backspace
        case 0x15: return .clearLine
        case 0x17: return .eraseWord
        case 0x0A, 0x0D: return .enter
        case 0x09: return .tab
        case 0x00..<0x20: return .ignored
        default: return character(adding: byte)
        }
    }

    /// The character `byte` completes, or `nil` while it is unfinished. A byte that can neither
    /// start nor continue a UTF-8 character is dropped; so is a character left unfinished by the
    /// start of another.
    private mutating func character(adding byte: UInt8) -> Key? {
        if byte & 0xC0 == 0x80 {
            guard !pending.isEmpty else { return nil }
            pending.append(byte)
        } else {
            pending = [byte]
        }
        let length =
            switch pending[0] {
            case 0x00..<0x80: 1
            case 0xC2..<0xE0: 2
            case 0xE0..<0xF0: 3
            case 0xF0..<0xF5: 4
            default: 0
            }
        guard pending.count >= length else { return nil }
        defer { pending = [] }
        return String(validating: pending, as: UTF8.self).map(Key.text)
    }

    /// The keyboard has given every byte it had: an ESC alone at the end may be the Esc key.
    public mutating func endOfChunk() {
        escapeMayBeAlone = escape == []
    }

    /// Whether the last byte was an ESC alone at the end of what the keyboard had.
    public var mayHaveEscapeAlone: Bool { escapeMayBeAlone }

    /// Nothing came soon after that ESC (a sequence's bytes come together): it was the Esc key,
    /// and the next byte, `[` and `O` too, starts a key of its own.
    public mutating func escapeWasAlone() {
        guard escapeMayBeAlone else { return }
        escape = nil
        escapeMayBeAlone = false
    }

    /// ESC, then `[` or `O` and a CSI/SS3 sequence up to its final byte (0x40–0x7E), or one other
    /// byte (Alt and a key). An ESC right after an ESC starts a sequence again: the first was the
    /// Esc key.
    private mutating func continueEscape(_ sequence: inout [UInt8], with byte: UInt8) -> Key? {
        if sequence.isEmpty && byte == 0x1B { return nil }
        sequence.append(byte)
        let introducer = sequence[0]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
            escape = nil
            return .ignored
        }
        guard sequence.count > 1, (0x40...0x7E).contains(byte) else {
            escape = sequence
            return nil
        }
        escape = nil
        switch sequence.dropFirst() {
        case [UInt8(ascii: "A")]: return .up
        case [UInt8(ascii: "B")]: return .down
        case Array("5~".utf8)[...]: return .pageUp
        case Array("6~".utf8)[...]: return .pageDown
        default: return .ignored
        }
    }
}
