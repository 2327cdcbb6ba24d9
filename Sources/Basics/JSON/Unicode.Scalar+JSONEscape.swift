extension Unicode.Scalar {
    /// `\u001b`: the scalar as a JSON `\u` escape, four lower-case hex digits (a scalar beyond
    /// `U+FFFF` has no such escape of its own: JSON writes it as a surrogate pair, or as it is).
    package var jsonEscape: String {
        "\\u" + [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)].hex
    }
}
