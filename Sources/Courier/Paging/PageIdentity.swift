import Basics
import Foundation

/// What makes two page requests the same page: method, origin, path, query (in any order) and body.
/// A listing that is sent to a page it already fetched would loop; ``PageWalk`` refuses it.
///
/// It is kept as the SHA-256 digest of those parts, so a long listing holds 32 bytes a page however
/// long its pages' URLs and bodies are (an Airtable listing sent as `POST …/listRecords` because its
/// URL would pass 16,000 characters repeats that much in every page's body).
struct PageIdentity: Hashable {
    let digest: [UInt8]

    init(_ request: HTTPRequest) {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        let path = components?.percentEncodedPath ?? request.url.path
        let query = (components?.percentEncodedQueryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }
            .sorted()
        // Every part is percent-encoded or has no line breaks, so one per line cannot run together.
        let parts = [request.method.rawValue, URLOrigin(request.url)?.description ?? "", path] + query
        var bytes = Array(parts.joined(separator: "\n").utf8)
        if let body = request.body {
            bytes.append(0)  // a body is told apart from no body, and from the query
            bytes += body
        }
        digest = SHA256.hash(bytes)
    }
}
