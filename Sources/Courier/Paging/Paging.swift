import Basics
import Foundation

/// How to get from one page of results to the next.
public struct Paging<Page>: Sendable {
    /// The request for the page after `reply`, or `nil` when `reply` was the last page; it throws
    /// when the page names a next one that must not be fetched.
    public let next: @Sendable (Reply<Page>) throws(CourierError) -> Request<Page>?
    /// Whether a next page already fetched is refused (``PagingFailure/Reason/revisit(_:)``)
    /// rather than fetched again: set for links and cursors, where the server decides where the
    /// listing goes, so one that names a page again (its own cursor, say) would make it loop.
    let refusesRevisits: Bool
    /// Which pages hold nothing, and how many of them in a row may name a next page
    /// (``refusingEmptyPages(after:isEmpty:)``); `nil`: any number.
    let emptyPages: EmptyPageRule<Page>?

    public init(next: @escaping @Sendable (Reply<Page>) throws(CourierError) -> Request<Page>?) {
        self.init(refusesRevisits: false, next: next)
    }

    init(
        refusesRevisits: Bool, emptyPages: EmptyPageRule<Page>? = nil,
        next: @escaping @Sendable (Reply<Page>) throws(CourierError) -> Request<Page>?
    ) {
        self.next = next
        self.refusesRevisits = refusesRevisits
        self.emptyPages = emptyPages
    }

    /// This paging, failing with a ``PagingFailure`` (``PagingFailure/Reason/emptyPages(_:)``)
    /// rather than fetch a page after `count` (at least 1) pages in a row that held nothing: a
    /// server that keeps handing out fresh cursors with empty pages would otherwise make the
    /// listing endless. A listing cut short by `maxPages` first ends as usual.
    public func refusingEmptyPages(after count: Int = 10, isEmpty: @escaping @Sendable (Page) -> Bool)
        -> Paging
    {
        Paging(
            refusesRevisits: refusesRevisits,
            emptyPages: EmptyPageRule(limit: max(1, count), isEmpty: isEmpty),
            next: next)
    }

    /// Follows `Link: <…>; rel="next"` headers (GitHub), on the page's own origin only: a link to
    /// another scheme (`file:`, `gopher:`…), host or port fails with a ``PagingFailure``, and so
    /// does a link back to a page already fetched (to itself, or a cycle), which would loop.
    public static var linkHeader: Paging {
        Paging(refusesRevisits: true) { reply throws(CourierError) in
            guard let url = LinkHeader.parse(reply.response.headers, relativeTo: reply.linkBase)["next"]
            else { return nil }
            var request = reply.origin
            request.path = try URLOrigin.followable(url, from: reply).absoluteString
            request.query = []
            return request
        }
    }

    /// Repeats the request with a cursor from the page in a query parameter, until the page has
    /// no cursor (Airtable's `GET` list: `?offset=…`). A cursor that leads back to a page already
    /// fetched fails with a ``PagingFailure``.
    public static func cursor(parameter: String, from cursor: @escaping @Sendable (Page) -> String?) -> Paging
    {
        Paging(refusesRevisits: true) { reply in
            guard let token = cursor(reply.value), !token.isEmpty else { return nil }
            return reply.origin.settingQuery(parameter, token)
        }
    }

    /// Repeats the request with a cursor from the page set as a top-level key of its JSON body,
    /// until the page has no cursor (Airtable's `POST …/listRecords`: `{"offset":"…", …}`).
    ///
    /// The next body is the body actually sent (as the client encoded it) with `key` set, so the
    /// other parameters travel unchanged. A body that is not a JSON object ends the paging; a cursor
    /// that leads back to a page already fetched fails with a ``PagingFailure``.
    public static func cursorInBody(key: String, from cursor: @escaping @Sendable (Page) -> String?) -> Paging
    {
        Paging(refusesRevisits: true) { reply in
            guard let token = cursor(reply.value), !token.isEmpty,
                let body = JSONBodyEditing.setting(key, to: token, in: reply.request.body)
            else { return nil }
            var request = reply.origin
            request.body = .data(
                body, contentType: reply.request.headers["Content-Type"] ?? "application/json")
            return request
        }
    }

    /// Numbered pages (`?page=1`, `?page=2`, …) until `isLast` says a page was the last.
    public static func pageNumber(
        parameter: String = "page", firstPage: Int = 1, isLast: @escaping @Sendable (Page) -> Bool
    ) -> Paging {
        Paging { reply in
            guard !isLast(reply.value) else { return nil }
            let origin = reply.origin
            let current = origin.query.last { $0.name == parameter }?.value.flatMap { Int($0) } ?? firstPage
            return origin.settingQuery(parameter, String(current + 1))
        }
    }
}
