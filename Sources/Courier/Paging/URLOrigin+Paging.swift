import Basics
import Foundation

/// A listing follows a `Link` only to the origin of the page that names it. A server that links
/// elsewhere (`file://`, `gopher://`, another host) is refused with a ``PagingFailure``; no request
/// is made, so nothing is read from disk and no token is offered to another host.
extension URLOrigin {
    /// `link` when a listing may follow it from `reply`'s page; otherwise the listing fails.
    static func followable<Page>(_ link: URL, from reply: Reply<Page>) throws(CourierError) -> URL {
        let page = reply.request
        guard URLOrigin.same(page.url, link) else {
            let shown = PagingFailure.shown(link, keys: page.secretKeys)
            let origin = URLOrigin(page.url).map(String.init(describing:)) ?? page.url.scheme ?? "?"
            throw .paging(
                PagingFailure(.foreignLink(shown, origin: origin), request: page, response: reply.response))
        }
        return link
    }
}

extension Reply {
    /// What the page's relative links (`Link: <?page=2>`) resolve against: where it came from
    /// (``url``) after a redirect within the origin asked; the address asked for after one to
    /// another origin, whose links a listing does not follow (asked there again, the server's
    /// redirect leads on, and no credential goes to the other origin).
    public var linkBase: URL {
        // No redirect, nothing to compare: the origins are read only after one.
        guard let redirected = response.url, URLOrigin.same(redirected, request.url) else {
            return request.url
        }
        return redirected
    }
}
