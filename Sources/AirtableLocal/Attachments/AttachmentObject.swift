import Basics
import Foundation
import ImageCodecs

/// The cell object of an uploaded attachment, as Airtable writes it: `{id, url, filename, size, type}`
/// and, for a PNG or JPEG image, `width`, `height` and `thumbnails` (`small`, `large`, `full`).
///
/// The URL points back at the server that took the upload (`AttachmentURL`). Thumbnails have
/// Airtable's sizes (small: 36 pixels high; large: within 512 × 512; full: within 3000 × 3000, never
/// enlarged) but serve the original bytes: airtable-local decodes images, it does not re-encode them.
enum AttachmentObject {
    /// The object for `file`, served under `origin` (`http://host:port`).
    static func make(_ file: StoredFile, origin: String) -> JSONValue {
        let url = JSONValue.string(AttachmentURL.url(of: file, origin: origin))
        var object: [String: JSONValue] = [
            "id": .string(file.id), "url": url, "filename": .string(file.filename),
            "size": .number(Double(file.bytes.count)), "type": .string(file.contentType),
        ]
        if let image = try? RGBImage.decode(Data(file.bytes)) {
            object["width"] = .number(Double(image.width))
            object["height"] = .number(Double(image.height))
            func thumbnail(_ size: (width: Int, height: Int)) -> JSONValue {
                .object([
                    "url": url, "width": .number(Double(size.width)), "height": .number(Double(size.height)),
                ])
            }
            object["thumbnails"] = .object([
                "small": thumbnail(scaled(image, height: 36)),
                "large": thumbnail(fitted(image, within: 512)),
                "full": thumbnail(fitted(image, within: 3000)),
            ])
        }
        return .object(object)
    }

    /// `image` scaled to `height` pixels high, its width in proportion (at least 1).
    static func scaled(_ image: RGBImage, height: Int) -> (width: Int, height: Int) {
        (max(1, Int((Double(image.width) * Double(height) / Double(image.height)).rounded())), height)
    }

    /// `image` scaled down (never up) to fit a `side` × `side` square.
    static func fitted(_ image: RGBImage, within side: Int) -> (width: Int, height: Int) {
        let scale = min(1, Double(side) / Double(max(image.width, image.height)))
        return (
            max(1, Int((Double(image.width) * scale).rounded())),
            max(1, Int((Double(image.height) * scale).rounded()))
        )
    }
}
