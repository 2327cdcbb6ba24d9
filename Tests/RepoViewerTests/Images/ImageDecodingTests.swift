import Basics
import Foundation
import ImageCodecs
import RepoViewer
import Testing

/// Real PNG and JPEG files (made with libpng and libjpeg; the CMYK one with Pillow, from the RGB
/// one) decode through the C libraries.
@Suite struct ImageDecodingTests {
    static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "Fixtures")

    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Self.fixtures.appending(path: name))
    }

    @Test func aPNGDecodesPixelForPixel() throws {
        let image = try RGBImage.decode(fixture("avatar.png"))
        #expect(image.width == 8)
        #expect(image.height == 8)
        #expect(image.rgb(x: 0, y: 0) == (0, 255, 0))
        #expect(image.rgb(x: 1, y: 0) == (255, 0, 0))
        #expect(image.rgb(x: 7, y: 7) == (0, 0, 255))
    }

    @Test func aJPEGDecodesToCloseColours() throws {
        let image = try RGBImage.decode(fixture("avatar.jpg"))
        #expect(image.width == 16)
        #expect(image.height == 16)
        let left = image.rgb(x: 2, y: 8)
        let right = image.rgb(x: 13, y: 8)
        #expect(left.0 > 200 && left.2 < 60)
        #expect(right.2 > 200 && right.0 < 60)
    }

    /// A CMYK JPEG (as print workflows save, with Adobe's inverted inks) decodes to the same colours:
    /// libjpeg will not convert it to RGB itself.
    @Test func aCMYKJPEGDecodesToCloseColours() throws {
        let image = try RGBImage.decode(fixture("avatar-cmyk.jpg"))
        #expect(image.width == 16 && image.height == 16)
        let left = image.rgb(x: 2, y: 8)
        let right = image.rgb(x: 13, y: 8)
        #expect(left.0 > 200 && left.1 < 60 && left.2 < 60, "\(left)")
        #expect(right.2 > 200 && right.0 < 60 && right.1 < 60, "\(right)")
    }

    @Test func corruptImagesAreErrorsNotCrashes() throws {
        let png = try fixture("avatar.png")
        let jpeg = try fixture("avatar.jpg")
        #expect(throws: ImageDecodingError.self) { try RGBImage.decode(png.prefix(40)) }
        #expect(throws: ImageDecodingError.self) { try RGBImage.decode(jpeg.prefix(30)) }
        #expect(throws: ImageDecodingError.self) { try RGBImage.decode(Data("<html>".utf8)) }
        #expect(throws: ImageDecodingError.self) { try RGBImage.decode(Data()) }
    }
}
