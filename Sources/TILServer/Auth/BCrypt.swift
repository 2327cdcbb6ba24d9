import Basics
import CCrypt
import Foundation
import TILModels

/// bcrypt password hashing through libcrypt (`$2b$`), compatible with the hashes the book's Vapor
/// server writes, so a password set there verifies here.
///
/// bcrypt reads only the first 72 bytes of a password. New hashes are therefore refused for longer
/// passwords (`Failure.tooLong`) rather than silently letting any password with the same first 72
/// bytes log in. Verifying uses exactly bcrypt's first 72 bytes, whatever the length, so hashes the
/// book's server wrote for longer passwords still verify, and no length reaches libcrypt's own
/// 512-byte refusal.
public enum BCrypt {
    /// Why a password could not be hashed.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        /// The password contains a NUL character, which bcrypt would silently cut at.
        case containsNUL
        /// The password is longer than bcrypt's ``maximumPasswordBytes``.
        case tooLong
        /// libcrypt refused (no entropy for the salt, or an unsupported cost).
        case libraryFailure

        public var description: String {
            switch self {
            case .containsNUL: "a password must not contain a NUL character"
            case .tooLong: "a password must be at most \(maximumPasswordBytes) bytes long (UTF-8)"
            case .libraryFailure: "the password could not be hashed"
            }
        }
    }

    /// The cost the book uses: 2^12 rounds.
    public static let defaultCost = 12
    /// The range libcrypt accepts.
    public static let costs = 4...31
    /// The bytes of a password bcrypt reads; the rest would be ignored. The API's limit for a new
    /// password is this, for that reason.
    public static let maximumPasswordBytes = CreateUserData.maximumPasswordBytes

    /// Hashes `password` with a fresh random salt.
    public static func hash(_ password: String, cost: Int = defaultCost) throws(Failure) -> String {
        guard !password.utf8.contains(0) else { throw .containsNUL }
        guard password.utf8.count <= maximumPasswordBytes else { throw .tooLong }
        var setting = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
        // A NULL random-bytes argument makes libcrypt read the system CSPRNG itself.
        guard
            crypt_gensalt_rn(
                "$2b$", UInt(min(max(cost, costs.lowerBound), costs.upperBound)), nil, 0,
                &setting, Int32(setting.count)) != nil
        else { throw .libraryFailure }
        guard let hashed = crypt(Array(password.utf8), setting: setting), hashed.hasPrefix("$2") else {
            throw .libraryFailure
        }
        return hashed
    }

    /// The cost `hash` was made with (`$2b$12$…` is 12), or `nil` for a hash that is not bcrypt's.
    public static func cost(of hash: String) -> Int? {
        let parts = hash.split(separator: "$", maxSplits: 3, omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0].isEmpty, parts[1].hasPrefix("2"), parts[2].count == 2 else {
            return nil
        }
        return Int(parts[2])
    }

    /// Whether `password` matches `hash`; `false` for malformed hashes. The comparison takes the same
    /// time wherever the first difference is.
    public static func verify(_ password: String, against hash: String) -> Bool {
        guard !password.utf8.contains(0), hash.hasPrefix("$2"),
            let computed = crypt(
                Array(password.utf8.prefix(maximumPasswordBytes)), setting: Array(hash.utf8CString))
        else { return false }
        return ConstantTime.equals(Array(computed.utf8), Array(hash.utf8))
    }

    /// `password` is handed over as bytes: a prefix may end inside a UTF-8 character.
    private static func crypt(_ password: [UInt8], setting: [CChar]) -> String? {
        var passphrase = password.map { CChar(bitPattern: $0) }
        passphrase.append(0)
        defer { passphrase.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        let size = MemoryLayout<crypt_data>.size
        let data = UnsafeMutableRawPointer.allocate(
            byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
        defer {
            data.initializeMemory(as: UInt8.self, repeating: 0, count: size)  // wipe the intermediate state
            data.deallocate()
        }
        data.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        guard let result = crypt_rn(passphrase, setting, data, Int32(size)) else { return nil }
        return String(cString: result)
    }
}
