import Basics

/// Masks secret values in text that may be JSON (valid or cut short), a form body or free text,
/// without needing it to parse: the body of a failed response is exactly the text that may not.
enum SecretMasking {
    /// `text` with the values of secret JSON keys, secret `name=value` fields and the credentials
    /// after `Bearer ` / `Basic ` masked.
    static func masked(_ text: String, keys: SecretKeys) -> String {
        maskCredentials(maskFormFields(maskJSON(Array(text.unicodeScalars), keys: keys), keys: keys))
    }

    /// Masks the value after every `"key":` whose key is secret.
    private static func maskJSON(_ scalars: [Unicode.Scalar], keys: SecretKeys) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        output.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\"" else {
                output.append(scalars[index])
                index += 1
                continue
            }
            let end = stringEnd(scalars, from: index)
            output.append(contentsOf: scalars[index..<end])
            let name = String(String.UnicodeScalarView(scalars[(index + 1)..<max(index + 1, end - 1)]))
            index = end
            var colon = index
            while colon < scalars.count, scalars[colon].properties.isWhitespace { colon += 1 }
            guard colon < scalars.count, scalars[colon] == ":", keys.isSecret(name) else { continue }
            var start = colon + 1
            while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
            output.append(contentsOf: scalars[index..<start])
            index = valueEnd(scalars, from: start)
            let quoted = start < scalars.count && scalars[start] == "\""
            output.append(contentsOf: (quoted ? "\"\(secretMask)\"" : secretMask).unicodeScalars)
        }
        return output
    }

    /// The index after the string starting at `start` (a quote), or the end of the text.
    private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start + 1
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "\"" { return index + 1 }
            index += 1
        }
        return scalars.count
    }

    /// The index after the JSON value starting at `start`: a string, or a scalar up to `,`, `}`, `]`
    /// or a line end. Objects and arrays are left for their own keys to be masked.
    private static func valueEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        if scalars[start] == "\"" { return stringEnd(scalars, from: start) }
        if scalars[start] == "{" || scalars[start] == "[" { return start }
        var index = start
        while index < scalars.count, !",}]\n\r".unicodeScalars.contains(scalars[index]) { index += 1 }
        return index
    }

    /// Masks `name=value` fields (form bodies, query strings quoted in messages).
    private static func maskFormFields(_ scalars: [Unicode.Scalar], keys: SecretKeys) -> [Unicode.Scalar] {
        var output: [Unicode.Scalar] = []
        var index = 0
        while index < scalars.count {
            output.append(scalars[index])
            guard scalars[index] == "=", index > 0 else {
                index += 1
                continue
            }
            var nameStart = index
            while nameStart > 0, isNameScalar(scalars[nameStart - 1]) { nameStart -= 1 }
            let name = String(String.UnicodeScalarView(scalars[nameStart..<index]))
            index += 1
            guard !name.isEmpty, keys.isSecret(name) else { continue }
            var end = index
            while end < scalars.count, !"&\"' \t\r\n,;".unicodeScalars.contains(scalars[end]) { end += 1 }
            if end > index { output.append(contentsOf: secretMask.unicodeScalars) }
            index = end
        }
        return output
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "_-.[]".unicodeScalars.contains(scalar)
    }

    /// Masks the word after `Bearer ` or `Basic ` (a header echoed into a body).
    private static func maskCredentials(_ scalars: [Unicode.Scalar]) -> String {
        let schemes = ["bearer ", "basic "].map { Array($0.unicodeScalars) }
        var output = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            output.append(scalars[index])
            index += 1
            guard schemes.contains(where: { endsWith($0, scalars, at: index) }) else { continue }
            var end = index
            while end < scalars.count, !" \t\r\n\",'}".unicodeScalars.contains(scalars[end]) { end += 1 }
            if end > index { output.append(contentsOf: secretMask.unicodeScalars) }
            index = end
        }
        return String(output)
    }

    /// Whether `scalars[..<end]` ends with `suffix`, ignoring ASCII case.
    private static func endsWith(_ suffix: [Unicode.Scalar], _ scalars: [Unicode.Scalar], at end: Int) -> Bool
    {
        guard end >= suffix.count else { return false }
        for (offset, scalar) in suffix.enumerated() {
            let candidate = scalars[end - suffix.count + offset]
            guard candidate == scalar || candidate.properties.lowercaseMapping == String(scalar) else {
                return false
            }
        }
        return true
    }
}
