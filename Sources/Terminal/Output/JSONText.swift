import Foundation

/// Stable JSON for scripts: pretty-printed, sorted keys, unescaped slashes, and empty arrays and
/// objects written as `[]` and `{}`. Text from outside cannot drive the terminal it is printed on:
/// control characters are escaped (``SafeText/json(_:)``).
public enum JSONText {
    /// `value` as such JSON, or `null` when it cannot be encoded.
    public static func pretty(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        // Only brackets followed by a raw line break are touched, which never occur inside strings.
        return SafeText.json(
            String(decoding: data, as: UTF8.self).replacing(#/\[\n\s*\]/#, with: "[]")
                .replacing(#/\{\n\s*\}/#, with: "{}"))
    }

    /// `value` on one line, sorted keys (for error objects on standard error).
    public static func compact(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("null".utf8)
        return SafeText.json(String(decoding: data, as: UTF8.self))
    }
}
