import Basics
import Foundation

extension Attachment {
    /// The image previews of an attachment: `small` (36 pixels high), `large` (within 512 × 512) and
    /// `full` (within 3000 × 3000).
    public struct Thumbnails: Sendable, Hashable {
        public var small: Thumbnail?
        public var large: Thumbnail?
        public var full: Thumbnail?

        public init(small: Thumbnail? = nil, large: Thumbnail? = nil, full: Thumbnail? = nil) {
            self.small = small
            self.large = large
            self.full = full
        }
    }

    /// One image preview: where it is, and its size in pixels.
    public struct Thumbnail: Sendable, Hashable {
        public var url: URL
        public var width: Int?
        public var height: Int?

        public init(url: URL, width: Int? = nil, height: Int? = nil) {
            self.url = url
            self.width = width
            self.height = height
        }
    }
}

extension Attachment.Thumbnails: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        func thumbnail(_ name: String) throws(SchemaError) -> Attachment.Thumbnail? {
            try json.memberObject(name, in: "an attachment's thumbnails").map { json throws(SchemaError) in
                try Attachment.Thumbnail(json: json)
            }
        }
        self.init(small: try thumbnail("small"), large: try thumbnail("large"), full: try thumbnail("full"))
    }

    public var jsonMembers: JSONMembers { [("small", small), ("large", large), ("full", full)] }
}

extension Attachment.Thumbnail: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        let what = "a thumbnail"
        guard let url = try json.memberURL("url", in: what) else {
            throw SchemaError("\(what) needs a \"url\"")
        }
        self.init(
            url: url, width: try json.memberInt("width", in: what),
            height: try json.memberInt("height", in: what))
    }

    public var jsonMembers: JSONMembers {
        [("url", url.absoluteString), ("width", width), ("height", height)]
    }
}
