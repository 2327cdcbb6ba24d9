/// The pages a listing has fetched so far: it refuses to fetch more than its limit and, when
/// told to (links, cursors), to fetch one of them again (a `next` link or a cursor back to its own
/// page, or a cycle, would loop forever).
struct PageWalk {
    private var seen: Set<PageIdentity> = []
    private var count = 0
    /// How many pages in a row held nothing yet named a next one.
    private var emptyRun = 0
    /// The most pages the listing may fetch; `nil`: no limit.
    let limit: Int?
    let refusesRevisits: Bool

    init(limit: Int?, refusesRevisits: Bool) {
        self.limit = limit.map { max(1, $0) }
        self.refusesRevisits = refusesRevisits
    }

    /// Admits `request` as the listing's next page, named by the page `previous` (nil for the first).
    mutating func admit(_ request: HTTPRequest, after previous: (HTTPRequest, HTTPResponse)?)
        throws(CourierError)
    {
        let identity = refusesRevisits ? PageIdentity(request) : nil
        if let (page, response) = previous {
            if let identity, seen.contains(identity) {
                let link = PagingFailure.shown(request.url, keys: request.secretKeys)
                throw .paging(PagingFailure(.revisit(link), request: page, response: response))
            }
            if let limit, count >= limit {
                throw .paging(
                    PagingFailure(
                        .tooManyPages(limit: limit, lastPage: nil), request: page, response: response))
            }
        }
        if let identity { seen.insert(identity) }
        count += 1
    }

    /// Counts `page` as one that named a next page, empty or not; the `limit`th empty one in a row
    /// fails the listing.
    mutating func noteNamingNext(empty: Bool, limit: Int, page: (HTTPRequest, HTTPResponse))
        throws(CourierError)
    {
        emptyRun = empty ? emptyRun + 1 : 0
        guard emptyRun >= limit else { return }
        throw .paging(PagingFailure(.emptyPages(emptyRun), request: page.0, response: page.1))
    }
}
