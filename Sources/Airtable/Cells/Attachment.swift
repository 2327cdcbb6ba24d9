import Foundation

/// A file in an attachment cell.
///
/// Reading, Airtable sends `id`, `url` (expiring after about two hours), `filename`, `size`, `type`
/// and, for images, `width`, `height` and `thumbnails`. Writing, send ``new(url:filename:)`` for a
/// file Airtable should fetch and ``existing(id:)`` to keep one already in the cell: files left out
/// of the array are removed.
///
/// Attachment URLs point at Airtable's file hosts, never at the API: the client's token is sent only
/// to the API host, so fetching one of these URLs with the same client never leaks it.
public struct Attachment: Sendable, Hashable, Codable {
    public var id: String?
    public var url: URL?
    public var filename: String?
    public var size: Int?
    public var type: String?
    public var width: Int?
    public var height: Int?
    public var thumbnails: Thumbnails?

    public init(
        id: String? = nil, url: URL? = nil, filename: String? = nil, size: Int? = nil, type: String? = nil,
        width: Int? = nil, height: Int? = nil, thumbnails: Thumbnails? = nil
    ) {
        self.id = id
        self.url = url
        self.filename = filename
        self.size = size
        self.type = type
        self.width = width
        self.height = height
        self.thumbnails = thumbnails
    }

    /// A new file for Airtable to download from `url`.
    public static func new(url: URL, filename: String? = nil) -> Attachment {
        Attachment(url: url, filename: filename)
    }

    /// A file already in the cell, kept by its id.
    public static func existing(id: String) -> Attachment { Attachment(id: id) }

    /// Image previews Airtable makes.
    public struct Thumbnails: Sendable, Hashable, Codable {
        public var small: Thumbnail?
        public var large: Thumbnail?
        public var full: Thumbnail?

        public init(small: Thumbnail? = nil, large: Thumbnail? = nil, full: Thumbnail? = nil) {
            self.small = small
            self.large = large
            self.full = full
        }
    }

    /// One image preview.
    public struct Thumbnail: Sendable, Hashable, Codable {
        public var url: URL
        public var width: Int?
        public var height: Int?
    }
}
