import Basics
import Testing

/// HMAC-SHA256 gives RFC 4231's test vectors (cases 1–4, 6 and 7; case 5 is truncated output),
/// and checks a code whole and in constant time.
@Suite struct HMACSHA256Tests {
    struct Vector: Sendable, CustomTestStringConvertible {
        var name: String
        var key: [UInt8]
        var message: [UInt8]
        var code: String
        var testDescription: String { name }
    }

    static let vectors: [Vector] = [
        Vector(
            name: "case 1", key: [UInt8](repeating: 0x0B, count: 20), message: Array("Hi There".utf8),
            code: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        Vector(
            name: "case 2", key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8),
            code: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        Vector(
            name: "case 3", key: [UInt8](repeating: 0xAA, count: 20),
            message: [UInt8](repeating: 0xDD, count: 50),
            code: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        Vector(
            name: "case 4", key: Array(1...25), message: [UInt8](repeating: 0xCD, count: 50),
            code: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
        Vector(
            name: "case 6", key: [UInt8](repeating: 0xAA, count: 131),
            message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
            code: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        Vector(
            name: "case 7", key: [UInt8](repeating: 0xAA, count: 131),
            message: Array(
                ("This is a test using a larger than block-size key and a larger than block-size data. "
                    + "The key needs to be hashed before being used by the HMAC algorithm.").utf8),
            code: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
    ]

    @Test(arguments: vectors) func rfc4231(_ vector: Vector) {
        #expect(HMACSHA256.authenticationCode(of: vector.message, key: vector.key).hex == vector.code)
    }

    @Test func aCodeIsAcceptedWholeAndRefusedChangedOrCut() {
        let key = Array("Jefe".utf8)
        let message = Array("what do ya want for nothing?".utf8)
        let code = HMACSHA256.authenticationCode(of: message, key: key)
        #expect(HMACSHA256.isAuthenticationCode(code, of: message, key: key))
        var changed = code
        changed[31] ^= 1
        #expect(!HMACSHA256.isAuthenticationCode(changed, of: message, key: key))
        #expect(!HMACSHA256.isAuthenticationCode(Array(code.prefix(16)), of: message, key: key))
        #expect(!HMACSHA256.isAuthenticationCode(code, of: message + [0], key: key))
    }
}
