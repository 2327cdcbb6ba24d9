/// An image file's type, told by its first bytes (its signature) rather than by what a server or a
/// file name claims: the decoders pick theirs by it, and courier-web sends an avatar only as what
/// its bytes are.
package enum ImageSignature: String, Sendable {
    case png = "image/png"
    case jpeg = "image/jpeg"
    case gif = "image/gif"
    case webp = "image/webp"

    /// The type of an image whose bytes start with `head`; `nil` when they start no image known here.
    package init?(of head: some Collection<UInt8>) {
        let head = Array(head.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.starts(with: Array("GIF8".utf8)) {
            self = .gif
        } else if head.starts(with: Array("RIFF".utf8)) && head.dropFirst(8).starts(with: Array("WEBP".utf8))
        {
            self = .webp
        } else {
            return nil
        }
    }

    /// The media type, `image/png`.
    package var mediaType: String { rawValue }
}
