/// Deterministic test payloads.
public enum TestBytes {
    /// `count` bytes of a repeating, non-text pattern covering every byte value (including NUL and CR/LF),
    /// so a transport that treats bodies as text or drops bytes is caught by a byte-exact comparison.
    public static func pattern(count: Int, seed: UInt8 = 0) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var value = seed
        for index in bytes.indices {
            bytes[index] = value
            value = value &* 5 &+ 17  // full period: all 256 values
        }
        return bytes
    }

    /// A JSON document of about 1 KB, like a typical API response; used for quick throughput checks.
    public static let jsonDocument: [UInt8] = {
        let item = #"{"id":"00000000-0000-0000-0000-000000000000","short":"TIL","long":"Today I Learned"}"#
        let items = Array(repeating: item, count: 12).joined(separator: ",")
        return Array("[\(items)]".utf8)
    }()
}
