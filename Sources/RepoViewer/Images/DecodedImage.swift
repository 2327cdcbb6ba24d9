import CImageCodecs
import Foundation

/// A decoded PNG or JPEG: 8-bit RGB pixels, row after row. Decoding goes through Debian's libpng
/// and libjpeg (the `CImageCodecs` C module).
public struct DecodedImage: Sendable, Hashable {
    public let width: Int
    public let height: Int
    /// `width * height * 3` bytes: red, green, blue.
    public let pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) as red, green, blue.
    public func rgb(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
        let offset = (y * width + x) * 3
        return (pixels[offset], pixels[offset + 1], pixels[offset + 2])
    }

    /// The largest image decoded (avatars are about 460×460; this refuses decompression bombs).
    public static let maxPixels = 4096 * 4096

    /// Decodes PNG or JPEG bytes, told apart by their signature.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> DecodedImage {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return try decode(bytes, with: courier_decode_png)
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try decode(bytes, with: courier_decode_jpeg) }
        throw ImageDecodingError(message: "not a PNG or JPEG image")
    }

    private typealias Decoder = (
        UnsafePointer<UInt8>?, Int, Int, UnsafeMutablePointer<courier_image>?, UnsafeMutablePointer<CChar>?,
        Int
    ) -> Int32

    private static func decode(_ bytes: [UInt8], with decoder: Decoder) throws(ImageDecodingError)
        -> DecodedImage
    {
        var image = courier_image()
        var message = [CChar](repeating: 0, count: 256)
        let status = bytes.withUnsafeBufferPointer { input in
            message.withUnsafeMutableBufferPointer { error in
                decoder(input.baseAddress, input.count, maxPixels, &image, error.baseAddress, error.count)
            }
        }
        defer { courier_image_free(&image) }
        guard status == 0, let pixels = image.pixels, image.width > 0, image.height > 0 else {
            let text = String(
                decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageDecodingError(message: text.isEmpty ? "the image could not be decoded" : text)
        }
        let count = Int(image.width) * Int(image.height) * 3
        return DecodedImage(
            width: Int(image.width), height: Int(image.height),
            pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    }
}

/// An image could not be decoded (corrupt, unsupported or too large).
public struct ImageDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
