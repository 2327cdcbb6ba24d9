/// The search text as keys edit it: printable characters (UTF-8) are added, Backspace removes the
/// last character, Ctrl-U clears; escape sequences (arrow keys) are skipped.
struct LineEditor {
    /// What a key did.
    enum Effect: Equatable {
        case changed
        case unchanged
        case quit
    }

    private(set) var text = ""
    private var pending: [UInt8] = []
    private var inEscape = false

    mutating func handle(_ byte: UInt8) -> Effect {
        if inEscape {
            // ESC [ … final byte (0x40–0x7E), or ESC and one character.
            if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") || (0x30...0x3F).contains(byte) {
                return .unchanged
            }
            inEscape = false
            return .unchanged
        }
        switch byte {
        case 0x03, 0x04: return .quit  // Ctrl-C, Ctrl-D
        case 0x1B:
            inEscape = true
            return .unchanged
        case 0x7F, 0x08:
            guard !text.isEmpty else { return .unchanged }
            text.removeLast()
            return .changed
        case 0x15:
            text = ""
            return .changed
        case 0x00..<0x20:
            return .unchanged
        default:
            pending.append(byte)
            let decoded = String(validating: pending, as: UTF8.self)
            guard let decoded else {
                if pending.count >= 4 { pending = [] }
                return .unchanged
            }
            pending = []
            text += decoded
            return .changed
        }
    }
}
