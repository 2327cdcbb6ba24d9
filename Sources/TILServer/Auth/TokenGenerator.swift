import Basics

/// Makes API token values as the book does: 16 bytes from the system CSPRNG, base64 with padding
/// (24 characters ending in `==`).
public enum TokenGenerator {
    public static func make() -> String {
        SecureRandom.base64(16)
    }
}
