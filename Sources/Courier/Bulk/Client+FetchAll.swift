import Foundation

extension Client {
    /// The most pages ``fetchAllPages(_:maxConcurrent:maxPages:pageLimit:)`` fetches unless told
    /// otherwise: 1,000 (100,000 items at GitHub's 100 a page).
    public static let defaultPageLimit = 1_000

    /// Every page of a `Link`-paged endpoint (GitHub), in order.
    ///
    /// When the first page's `Link` header names both `next` and `last` and they differ only in a
    /// page-number query parameter, the remaining pages are loaded concurrently (at most
    /// `maxConcurrent` at once) and returned in page order; each page's URL is made as its request
    /// starts. Otherwise `next` is followed page by page from the first page. On a failure the pages
    /// in flight are cancelled and the failure is thrown.
    ///
    /// The server is not trusted to end the listing: links are followed on the first page's origin
    /// only, a page is never fetched twice, and a listing longer than `pageLimit` fails at once
    /// when its `last` link says so, else when it gets there (all with a ``PagingFailure``).
    ///
    /// - Parameters:
    ///   - maxPages: stop after this many pages, the first included (`nil`: all of them); a
    ///     listing cut short this way is no failure.
    ///   - pageLimit: the most pages the listing may have (``defaultPageLimit`` unless given).
    public func fetchAllPages<Page: Sendable>(
        _ first: Request<Page>, maxConcurrent: Int = 4, maxPages: Int? = nil,
        pageLimit: Int = Client.defaultPageLimit
    ) async throws(CourierError) -> [Reply<Page>] {
        let firstRequest = try makeHTTPRequest(first)
        var walk = PageWalk(limit: pageLimit, refusesRevisits: true)
        try walk.admit(firstRequest, after: nil)
        let firstReply = try await reply(to: first, as: firstRequest)
        return try await fetchAllPages(
            after: firstReply, maxConcurrent: maxConcurrent, maxPages: maxPages, pageLimit: pageLimit)
    }

    /// The listing a first page already fetched begins (``reply(to:)``), as
    /// ``fetchAllPages(_:maxConcurrent:maxPages:pageLimit:)`` lists it: `first`, then every page
    /// after it, in order; `first` is not fetched again. For a caller that looked at the first
    /// page before asking for the rest (a page of results shown, or its `last` link counted).
    public func fetchAllPages<Page: Sendable>(
        after first: Reply<Page>, maxConcurrent: Int = 4, maxPages: Int? = nil,
        pageLimit: Int = Client.defaultPageLimit
    ) async throws(CourierError) -> [Reply<Page>] {
        let wanted = max(1, maxPages ?? .max)
        var walk = PageWalk(limit: pageLimit, refusesRevisits: true)
        try walk.admit(first.request, after: nil)
        guard wanted > 1 else { return [first] }
        guard let numbered = try LinkPageNumbers(first) else {
            var pages = try Pages.Iterator(
                after: first, client: self, paging: .linkHeader, remaining: wanted - 1, walk: walk)
            var replies = [first]
            while let page = try await pages.next() { replies.append(page) }
            return replies
        }
        return try await fetchNumbered(
            numbered, after: first, maxConcurrent: maxConcurrent, count: min(numbered.count, wanted - 1),
            pageLimit: walk.limit ?? pageLimit)
    }

    /// Pages `next…` of `numbered`, `count` of them, concurrently, after the first page `first`.
    private func fetchNumbered<Page: Sendable>(
        _ numbered: LinkPageNumbers, after first: Reply<Page>, maxConcurrent: Int, count: Int, pageLimit: Int
    ) async throws(CourierError) -> [Reply<Page>] {
        guard count <= pageLimit - 1 else {
            throw .paging(
                PagingFailure(
                    .tooManyPages(limit: pageLimit, lastPage: numbered.last), request: first.request,
                    response: first.response))
        }
        // The first page as its links see it: where it came from, after a redirect in its origin.
        var firstPage = first.request
        firstPage.url = first.linkBase
        guard !numbered.includes(firstPage) else {
            let link = PagingFailure.shown(first.request.url, keys: first.request.secretKeys)
            throw .paging(PagingFailure(.revisit(link), request: first.request, response: first.response))
        }
        let rest = await send(count: count, maxConcurrent: maxConcurrent, onFailure: .cancelRemaining) {
            index in
            var request = first.origin
            request.path = numbered.link(toPage: numbered.next + index)
            request.query = []
            return request
        }
        var replies = [first]
        var cancellation: CourierError?
        for result in rest {
            switch result {
            case .success(let reply): replies.append(reply)
            case .failure(let error) where error.isCancelled: cancellation = cancellation ?? error
            case .failure(let error): throw error
            }
        }
        if let cancellation { throw cancellation }
        return replies
    }
}
