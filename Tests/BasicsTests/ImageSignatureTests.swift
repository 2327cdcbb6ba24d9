import Testing

@testable import Basics

/// An image's type is told by its first bytes; bytes that start no known image are none.
@Suite struct ImageSignatureTests {
    @Test func theFirstBytesTellTheType() {
        #expect(ImageSignature(of: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])?.mediaType == "image/png")
        #expect(ImageSignature(of: [0xFF, 0xD8, 0xFF, 0xE0]) == .jpeg)
        #expect(ImageSignature(of: Array("GIF89a".utf8)) == .gif)
        #expect(ImageSignature(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(
            ImageSignature(of: Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)) == nil, "a RIFF that is not WebP")
        #expect(ImageSignature(of: Array("<svg".utf8)) == nil)
        #expect(ImageSignature(of: [UInt8]()) == nil)
    }
}
