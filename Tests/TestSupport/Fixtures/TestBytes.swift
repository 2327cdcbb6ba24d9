/// Deterministic test payloads.
public enum TestBytes {
    /// `count` bytes of a repeating, non-text pattern covering every byte value (including NUL and CR/LF),
    /// so a transport that treats bodies as text or drops bytes is caught by a byte-exact comparison.
    public static func pattern(count: Int, seed: UInt8 = 0) -> [UInt8] {
        // The generator has period 256, so one cycle is computed and then doubled by block copies:
        // fast even in debug builds, which matters for 10 MB bodies on a shared cooperative pool.
        var cycle = [UInt8](repeating: 0, count: 256)
        var value = seed
        for index in cycle.indices {
            cycle[index] = value
            value = value &* 5 &+ 17  // full period: all 256 values
        }
        var bytes = [UInt8](repeating: 0, count: count)
        bytes.withUnsafeMutableBytes { target in
            guard let base = target.baseAddress else { return }
            cycle.withUnsafeBytes { source in
                guard let cycleBase = source.baseAddress else { return }
                base.copyMemory(from: cycleBase, byteCount: min(256, count))
            }
            var filled = min(256, count)
            while filled < count {
                let chunk = min(filled, count - filled)
                (base + filled).copyMemory(from: base, byteCount: chunk)
                filled += chunk
            }
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
