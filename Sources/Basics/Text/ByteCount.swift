/// A number of bytes in words, for logs and messages: `512 B`, `1.5 KB`, `2 MB`, `1.2 GB` (a KB is
/// 1,024 bytes; one decimal at most, none when it is 0).
package enum ByteCount {
    package static func text(_ bytes: Int) -> String {
        guard bytes >= 1024 || bytes <= -1024 else { return "\(bytes) B" }
        let magnitude = bytes.magnitude
        let (unit, size): (String, Double) =
            magnitude < 1 << 20
            ? ("KB", 1024) : magnitude < 1 << 30 ? ("MB", 1_048_576) : ("GB", 1_073_741_824)
        let tenths = Int((Double(bytes) / size * 10).rounded())
        let whole = "\(tenths / 10)"
        return (tenths % 10 == 0 ? whole : "\(whole).\(abs(tenths % 10))") + " " + unit
    }
}
