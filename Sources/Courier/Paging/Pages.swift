/// The pages of a paged endpoint as an `AsyncSequence` of ``Reply`` values: each page comes with
/// its response (status, rate-limit headers, `Link`), and is fetched when the loop asks for it, so
/// breaking out of the loop (or cancelling the task) stops the requests.
///
/// A page past the `pageLimit` fails with a ``PagingFailure``, and so does a `Link` back to a page
/// already fetched (``Paging/linkHeader``), or a page after too many empty ones
/// (``Paging/refusingEmptyPages(after:isEmpty:)``), rather than looping.
///
/// <!-- example context:
/// struct MealPage: Decodable, Sendable { var records: [String], offset: String? }
/// struct MealTable { func list() -> Request<MealPage> { .get("v0/app1/Meals") } }
/// func example(client: Client, table: MealTable) async throws { EXAMPLE } -->
/// ```swift
/// import GitHub
///
/// for try await page in client.pages(GitHubAPI.repositories(of: "octocat"), paging: .linkHeader) {
///     print(page.value.count, page.headers["x-ratelimit-remaining"] ?? "?")
/// }
/// for try await record in client.pages(table.list(), paging: .cursor(parameter: "offset") { $0.offset })
///     .items(\.records, limit: 250) { print(record) }
/// ```
public struct Pages<Page>: AsyncSequence, Sendable {
    public typealias Element = Reply<Page>
    public typealias Failure = CourierError

    let client: Client
    let first: Request<Page>
    let paging: Paging<Page>
    let maxPages: Int?
    let pageLimit: Int?

    public func makeAsyncIterator() -> Iterator {
        Iterator(
            client: client, pending: first, paging: paging, remaining: maxPages,
            walk: PageWalk(
                limit: pageLimit, refusesRevisits: paging.refusesRevisits,
                emptyPageLimit: paging.emptyPages?.limit))
    }

    /// Fetches pages one at a time.
    public struct Iterator: AsyncIteratorProtocol {
        let client: Client
        var pending: Request<Page>?
        let paging: Paging<Page>
        var remaining: Int?
        var walk: PageWalk
        /// The last page fetched, which named `pending`.
        var previous: (HTTPRequest, HTTPResponse)?

        init(
            client: Client, pending: Request<Page>?, paging: Paging<Page>, remaining: Int?, walk: PageWalk,
            previous: (HTTPRequest, HTTPResponse)? = nil
        ) {
            self.client = client
            self.pending = pending
            self.paging = paging
            self.remaining = remaining
            self.walk = walk
            self.previous = previous
        }

        /// The pages after `first`, a page already fetched (and admitted to `walk`).
        init(after first: Reply<Page>, client: Client, paging: Paging<Page>, remaining: Int?, walk: PageWalk)
            throws(CourierError)
        {
            self.init(
                client: client, pending: try paging.next(first), paging: paging, remaining: remaining,
                walk: walk,
                previous: (first.request, first.response))
        }

        public mutating func next() async throws(CourierError) -> Reply<Page>? {
            guard let request = pending, remaining.map({ $0 > 0 }) ?? true else { return nil }
            pending = nil
            let httpRequest = try client.makeHTTPRequest(request)
            if Task.isCancelled {
                throw CourierError.transport(TransportError(.cancelled), request: httpRequest).redacted
            }
            try walk.admit(httpRequest, after: previous)
            let reply = try await client.reply(to: request, as: httpRequest)
            remaining = remaining.map { $0 - 1 }
            previous = (reply.request, reply.response)
            pending = try paging.next(reply)
            if let rule = paging.emptyPages { walk.noteFetched(empty: rule.isEmpty(reply.value)) }
            return reply
        }
    }

    /// The items of every page, flattened, stopping after `limit` items when given.
    public func items<Item>(_ extract: @escaping @Sendable (Page) -> [Item], limit: Int? = nil) -> PageItems<
        Page, Item
    > {
        PageItems(pages: self, extract: extract, limit: limit)
    }
}

/// The items of a paged endpoint, flattened from its ``Pages``.
public struct PageItems<Page, Item>: AsyncSequence, Sendable {
    public typealias Element = Item
    public typealias Failure = CourierError

    let pages: Pages<Page>
    let extract: @Sendable (Page) -> [Item]
    let limit: Int?

    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator(), extract: extract, remaining: limit)
    }

    /// Yields the buffered items of the current page, fetching the next page when they run out.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: Pages<Page>.Iterator
        let extract: @Sendable (Page) -> [Item]
        var remaining: Int?
        var buffer: [Item] = []
        var index = 0

        public mutating func next() async throws(CourierError) -> Item? {
            guard remaining.map({ $0 > 0 }) ?? true else { return nil }
            while index == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = extract(page.value)
                index = 0
            }
            defer { index += 1 }
            remaining = remaining.map { $0 - 1 }
            return buffer[index]
        }
    }
}

extension Client {
    /// The pages of a paged endpoint, starting with `first`.
    ///
    /// - Parameters:
    ///   - maxPages: stop after this many pages (`nil`: until the last page).
    ///   - pageLimit: a listing that goes on past this many pages (and is not stopped by
    ///     `maxPages`) fails with ``PagingFailure`` instead (`nil`: no limit).
    public func pages<Page>(
        _ first: Request<Page>, paging: Paging<Page>, maxPages: Int? = nil, pageLimit: Int? = nil
    ) -> Pages<Page> {
        Pages(client: self, first: first, paging: paging, maxPages: maxPages, pageLimit: pageLimit)
    }
}
