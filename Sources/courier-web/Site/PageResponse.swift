import HTTPServer
import Web

/// What a page handler answers: a page, a redirect after a form (303, so a reload does not post
/// again), or raw bytes (a fragment of a page, a progress report). Pages and bytes are one
/// browser's and of the moment: never cached.
enum PageResponse: Sendable {
    case page(HTML, status: Response.Status = .ok)
    case redirect(to: String)
    case bytes([UInt8], contentType: String, status: Response.Status = .ok)

    /// What a page is sent as.
    static let htmlContentType = "text/html; charset=utf-8"

    var response: Response {
        switch self {
        case .page(let html, let status):
            var response = Response(status: status, body: Array(html.text.utf8))
            response.headers["content-type"] = Self.htmlContentType
            response.headers["cache-control"] = "no-store"
            return response
        case .redirect(let location):
            var response = Response(status: .seeOther)
            response.headers["location"] = location
            return response
        case .bytes(let bytes, let contentType, let status):
            var response = Response(status: status, body: bytes)
            response.headers["content-type"] = contentType
            response.headers["cache-control"] = "no-store"
            return response
        }
    }
}
