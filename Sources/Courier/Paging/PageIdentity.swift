import Foundation

/// What makes two page requests the same page: method, origin, path, query (in any order) and body.
/// A listing that is sent to a page it already fetched would loop; ``PageWalk`` refuses it.
struct PageIdentity: Hashable {
    let method: HTTPMethod
    let origin: PageOrigin?
    let path: String
    let query: [String]
    let body: Data?

    init(_ request: HTTPRequest) {
        let components = URLComponents(url: request.url, resolvingAgainstBaseURL: true)
        method = request.method
        origin = PageOrigin(request.url)
        path = components?.percentEncodedPath ?? request.url.path
        query = (components?.percentEncodedQueryItems ?? []).map { "\($0.name)=\($0.value ?? "")" }.sorted()
        body = request.body
    }
}
