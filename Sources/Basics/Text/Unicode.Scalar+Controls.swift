extension Unicode.Scalar {
    /// Whether this is a character that text from outside must not carry onto a terminal or into a
    /// page as it is: a C0 control (tab and line breaks included), DEL, a C1 control, or one of the
    /// bidirectional embeddings, overrides and isolates that can make text read as something else.
    package var isDisguisingControl: Bool {
        switch value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}
