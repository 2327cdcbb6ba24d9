extension Unicode.Scalar {
    /// Whether this is a character that text from outside must not carry onto a terminal or into a
    /// page as it is: a C0 control (tab and line breaks included), DEL, a C1 control, or one of the
    /// bidirectional embeddings, overrides and isolates that can make text read as something else.
    package var isDisguisingControl: Bool {
        isControlCode || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    /// Whether this is a C0 control (tab and line breaks included), DEL or a C1 control: what a
    /// key that edits a line (Esc, an arrow) leaves in text when it is taken as text.
    package var isControlCode: Bool {
        value <= 0x1F || (0x7F...0x9F).contains(value)
    }
}
