import Foundation

/// The scheme, host and port of an `http` or `https` URL: where a paged listing may go.
///
/// A listing follows a `Link` only to the origin of the page that names it. A server that links
/// elsewhere (`file://`, `gopher://`, another host) is refused with a ``PagingFailure``; no request
/// is made, so nothing is read from disk and no token is offered to another host.
struct PageOrigin: Hashable, CustomStringConvertible {
    let scheme: String
    let host: String
    let port: Int

    /// The origin of `url`, or `nil` when it is not an `http` or `https` URL with a host.
    init?(_ url: URL) {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        self.scheme = scheme
        self.host = host
        port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    var description: String { "\(scheme)://\(host):\(port)" }

    /// `link` when a listing may follow it from `reply`'s page; otherwise the listing fails.
    static func followable<Page>(_ link: URL, from reply: Reply<Page>) throws(CourierError) -> URL {
        let page = reply.request
        guard let origin = PageOrigin(page.url), PageOrigin(link) == origin else {
            let shown = PagingFailure.shown(link, keys: page.secretKeys)
            let origin = PageOrigin(page.url).map(String.init(describing:)) ?? page.url.scheme ?? "?"
            throw .paging(
                PagingFailure(.foreignLink(shown, origin: origin), request: page, response: reply.response))
        }
        return link
    }
}
