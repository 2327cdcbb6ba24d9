import Foundation

/// SHA-256 (FIPS 180-4), small and dependency-free (Foundation on Linux has no digest): the TIL
/// server stores API tokens by their digest, and Courier's cache keys hash the credential and URL.
/// Not meant for bulk data.
package enum SHA256 {
    /// The round constants: the first 32 bits of the fractional parts of the cube roots of the first
    /// 64 primes, as FIPS 180-4 §4.2.2 defines them (a double holds them exactly enough).
    private static let k = primes.map { fractionBits(cbrt(Double($0))) }
    /// The initial hash value: the same bits of the square roots of the first 8 primes (§5.3.3).
    private static let initial = primes.prefix(8).map { fractionBits(Double($0).squareRoot()) }
    private static let primes = (2...311).filter { n in (2..<n).allSatisfy { n % $0 != 0 } }

    private static func fractionBits(_ root: Double) -> UInt32 {
        UInt32((root - root.rounded(.down)) * 4_294_967_296)
    }

    /// The 32-byte digest of `message`.
    package static func hash(_ message: [UInt8]) -> [UInt8] {
        var h = initial
        var padded = message
        padded.append(0x80)
        while padded.count % 64 != 56 { padded.append(0) }
        let bitLength = UInt64(message.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            padded.append(UInt8(truncatingIfNeeded: bitLength >> shift))
        }

        var w = [UInt32](repeating: 0, count: 64)
        for chunk in stride(from: 0, to: padded.count, by: 64) {
            for i in 0..<16 {
                let j = chunk + i * 4
                w[i] =
                    UInt32(padded[j]) << 24 | UInt32(padded[j + 1]) << 16 | UInt32(padded[j + 2]) << 8
                    | UInt32(padded[j + 3])
            }
            for i in 16..<64 {
                let s0 = rotate(w[i - 15], 7) ^ rotate(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotate(w[i - 2], 17) ^ rotate(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
            for i in 0..<64 {
                let t1 =
                    hh &+ (rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)) &+ ((e & f) ^ (~e & g)) &+ k[i]
                    &+ w[i]
                let t2 = (rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)) &+ ((a & b) ^ (a & c) ^ (b & c))
                (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            for (i, value) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ value }
        }
        return h.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - $0 * 8)) } }
    }

    /// The digest of the UTF-8 bytes of `text`, as lower-case hex.
    package static func hex(_ text: String) -> String {
        hash(Array(text.utf8)).hex
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
