/// The search text as keys edit it: text is added, Backspace removes the last character, Ctrl-U
/// clears; other keys leave it alone.
struct LineEditor {
    /// What a key did.
    enum Effect: Equatable {
        case changed
        case unchanged
    }

    private(set) var text = ""

    mutating func handle(_ key: Key) -> Effect {
        switch key {
        case .text(let typed):
            text += typed
        case .backspace:
            guard !text.isEmpty else { return .unchanged }
            text.removeLast()
        case .clearLine:
            guard !text.isEmpty else { return .unchanged }
            text = ""
        default:
            return .unchanged
        }
        return .changed
    }
}
