import AirtableModel
import Basics
import Foundation
import ImageCodecs

/// The cell object of an uploaded attachment, as Airtable writes it (``Attachment``): its id, URL,
/// name, size and type and, for a PNG or JPEG image, its width and height and thumbnails.
///
/// The URL points back at the server that took the upload (`AttachmentURL`). Thumbnails have
/// Airtable's sizes (small: 36 pixels high; large: within 512 × 512; full: within 3000 × 3000, never
/// enlarged) but serve the original bytes: airtable-local decodes images, it does not re-encode them.
enum AttachmentObject {
    /// The object for `file`, served under `origin` (`http://host:port`).
    static func make(_ file: StoredFile, origin: String) -> JSONValue {
        let url = URL(string: AttachmentURL.url(of: file, origin: origin))
        var attachment = Attachment(
            id: file.id, url: url, filename: file.filename, size: file.bytes.count, type: file.contentType)
        if let image = try? RGBImage.decode(Data(file.bytes)) {
            attachment.width = image.width
            attachment.height = image.height
            if let url {
                func thumbnail(_ size: (width: Int, height: Int)) -> Attachment.Thumbnail {
                    Attachment.Thumbnail(url: url, width: size.width, height: size.height)
                }
                attachment.thumbnails = Attachment.Thumbnails(
                    small: thumbnail(scaled(image, height: 36)), large: thumbnail(fitted(image, within: 512)),
                    full: thumbnail(fitted(image, within: 3000)))
            }
        }
        return attachment.jsonValue
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
