import Basics
import HTTPServer

/// A file the pages load (a style sheet, a script), served from memory with a strong ETag and a long
/// cache lifetime: its URL carries the content's digest (``path``), so a changed file is a new URL.
public struct StaticAsset: Sendable {
    /// The name it is served under, e.g. `app.css`.
    public let name: String
    public let contentType: String
    public let bytes: [UInt8]
    /// The first 16 hex digits of the content's SHA-256.
    public let digest: String

    public init(name: String, contentType: String, text: String) {
        self.name = name
        self.contentType = contentType
        bytes = Array(text.utf8)
        digest = String(SHA256.hash(bytes).hex.prefix(16))
    }

    /// Where pages link it: `/assets/NAME?v=DIGEST`.
    public var path: String { "/assets/\(name)?v=\(digest)" }

    /// The asset, or 304 when the browser's copy is current.
    public func response(to request: Request) -> Response {
        let tag = "\"\(digest)\""
        var response: Response
        if request.headers["if-none-match"] == tag {
            response = Response(status: .notModified)
        } else {
            response = Response(status: .ok, body: bytes)
            response.headers["content-type"] = contentType
        }
        response.headers["etag"] = tag
        response.headers["cache-control"] = "public, max-age=31536000, immutable"
        response.headers["x-content-type-options"] = "nosniff"
        return response
    }
}
