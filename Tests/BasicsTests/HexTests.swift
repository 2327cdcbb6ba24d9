import Basics
import Testing

/// Hex text both ways: what `hex` writes reads back, in either case; anything else is refused.
struct HexTests {
    @Test func readsBackWhatItWrites() {
        let bytes: [UInt8] = [0x00, 0x0f, 0x7a, 0xff]
        #expect(bytes.hex == "000f7aff")
        #expect([UInt8](hex: bytes.hex) == bytes)
        #expect([UInt8](hex: "000F7AFF") == bytes)
        #expect([UInt8](hex: "") == [])
    }

    @Test(arguments: ["0", "abc", "0g", "zz", " 00", "0x00"])
    func refusesWhatIsNotHex(_ text: String) {
        #expect([UInt8](hex: text) == nil)
    }
}
