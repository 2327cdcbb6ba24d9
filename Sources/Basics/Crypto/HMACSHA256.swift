/// HMAC-SHA256 (RFC 2104 over ``SHA256``): a message's authentication code under a secret key.
/// airtable-local signs its webhook notifications with it and the Airtable client checks them.
package enum HMACSHA256 {
    /// SHA-256's block size in bytes: a longer key is hashed first, a shorter one padded with zeros.
    private static let blockSize = 64

    /// The 32-byte code of `message` under `key`.
    package static func authenticationCode(of message: [UInt8], key: [UInt8]) -> [UInt8] {
        var block = key.count > blockSize ? SHA256.hash(key) : key
        block += [UInt8](repeating: 0, count: blockSize - block.count)
        let inner = SHA256.hash(block.map { $0 ^ 0x36 } + message)
        return SHA256.hash(block.map { $0 ^ 0x5C } + inner)
    }

    /// Whether `code` is the code of `message` under `key`, compared in time that does not depend
    /// on where they differ, so a forger learns nothing from how long a refusal takes.
    package static func isAuthenticationCode(_ code: [UInt8], of message: [UInt8], key: [UInt8]) -> Bool {
        ConstantTime.equals(code, authenticationCode(of: message, key: key))
    }
}
