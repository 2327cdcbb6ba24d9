import Basics
import Foundation

/// A file in an attachment cell: `{id, width, height, url, filename, size, type, thumbnails}`, the
/// shape airtable-local writes for an upload and the client reads.
///
/// Reading, Airtable sends `id`, `url` (expiring after about two hours), `filename`, `size`, `type`
/// and, for images, `width`, `height` and `thumbnails`. Writing, send ``new(url:filename:)`` for a
/// file Airtable should fetch and ``existing(id:)`` to keep one already in the cell: files left out
/// of the array are removed.
///
/// Attachment URLs point at Airtable's file hosts, never at the API: the client's token is sent only
/// to the API host, so fetching one of these URLs with the same client never leaks it.
public struct Attachment: Sendable, Hashable {
    /// The `att…` id.
    public var id: String?
    public var url: URL?
    public var filename: String?
    /// In bytes.
    public var size: Int?
    /// The media type, such as `image/png`.
    public var type: String?
    /// An image's width and height in pixels.
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
}

extension Attachment: JSONObjectModel, JSONReadable {
    /// Any member may be missing; one of another type is refused.
    public init(json: JSONValue) throws(SchemaError) {
        let what = "an attachment"
        guard json.objectValue != nil else { throw SchemaError("\(what) must be an object") }
        self.init(
            id: try json.memberString("id", in: what), url: try json.memberURL("url", in: what),
            filename: try json.memberString("filename", in: what), size: try json.memberInt("size", in: what),
            type: try json.memberString("type", in: what), width: try json.memberInt("width", in: what),
            height: try json.memberInt("height", in: what),
            thumbnails: try json.memberObject("thumbnails", in: what).map { json throws(SchemaError) in
                try Thumbnails(json: json)
            })
    }

    public var jsonMembers: JSONMembers {
        [
            ("id", id), ("width", width), ("height", height), ("url", url?.absoluteString),
            ("filename", filename), ("size", size), ("type", type), ("thumbnails", thumbnails),
        ]
    }
}
