import Basics
import CImageCodecs
import Foundation

/// PNG and JPEG decoding into ``Basics/RGBImage``, through Debian's libpng and libjpeg (the
/// `CImageCodecs` C module).
extension RGBImage {
    /// The largest image decoded (avatars are about 460×460; this refuses decompression bombs).
    public static let maxPixels = 4096 * 4096

    /// Decodes PNG or JPEG bytes, told apart by their signature.
    public static func decode(_ data: Data) throws(ImageDecodingError) -> RGBImage {
        let bytes = [UInt8](data)
        switch ImageSignature(of: bytes) {
        case .png: return try decode(bytes, with: courier_decode_png)
        case .jpeg: return try decode(bytes, with: courier_decode_jpeg)
        case .gif, .webp, nil: throw ImageDecodingError(message: "not a PNG or JPEG image")
        }
    }

    private typealias Decoder = (
        UnsafePointer<UInt8>?, Int, Int, UnsafeMutablePointer<courier_image>?, UnsafeMutablePointer<CChar>?,
        Int
    ) -> Int32

    private static func decode(_ bytes: [UInt8], with decoder: Decoder) throws(ImageDecodingError)
        -> RGBImage
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
        guard
            let decoded = RGBImage(
                width: Int(image.width), height: Int(image.height),
                pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
        else { throw ImageDecodingError(message: "the image could not be decoded") }
        return decoded
    }
}
