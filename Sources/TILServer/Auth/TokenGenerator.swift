import Foundation

/// Makes API token values as the book does: 16 bytes from the system CSPRNG, base64 with padding
/// (24 characters ending in `==`).
public enum TokenGenerator {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()  // getrandom(2) on Linux: cryptographically secure
        let bytes = (0..<16).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
    }
}
