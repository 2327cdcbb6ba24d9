import Basics
import Foundation
import Testing

/// SHA-256 against FIPS 180-4's example digests: one block, two blocks, many blocks, and every
/// padding length around a block's end (the constants are computed, so one wrong bit shows here).
struct SHA256Tests {
    @Test func matchesTheStandardVectors() {
        #expect(SHA256.hex("") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            SHA256.hex(String(repeating: "a", count: 1000))
                == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        let kilobyte = (0..<4).flatMap { _ in (0...255).map(UInt8.init) }
        #expect(
            SHA256.hash(kilobyte).map { String(format: "%02x", $0) }.joined()
                == "785b0751fc2c53dc14a4ce3d800e69ef9ce1009eb327ccf458afe09c242c26c9")
    }

    @Test func everyLengthAroundABlockEndHashesToThirtyTwoBytes() {
        for length in 50...70 {
            #expect(SHA256.hash([UInt8](repeating: 0x61, count: length)).count == 32)
        }
    }
}
