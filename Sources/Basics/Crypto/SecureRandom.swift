import Foundation

/// Random bytes for secrets (tokens, session ids, keys) from the system's CSPRNG:
/// `SystemRandomNumberGenerator` reads getrandom(2) on Linux and arc4random on Apple platforms.
package enum SecureRandom {
    /// `count` random bytes.
    package static func bytes(_ count: Int) -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// `count` random bytes as lower-case hex (two characters a byte).
    package static func hex(_ count: Int) -> String { bytes(count).hex }

    /// `count` random bytes as base64 with padding.
    package static func base64(_ count: Int) -> String { Data(bytes(count)).base64EncodedString() }
}
