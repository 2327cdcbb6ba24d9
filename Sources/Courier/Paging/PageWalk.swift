/// The pages a listing has fetched so far: it refuses to fetch more than its limit, the next page
/// after too many empty ones in a row when told to, and, when told to (links, cursors), one of them
/// again (a `next` link or a cursor back to its own page, or a cycle, would loop forever).
struct PageWalk {
    private var seen: Set<PageIdentity> = []
    private var count = 0
    /// How many pages in a row held nothing, up to the last one fetched.
    private var emptyRun = 0
    /// The most pages the listing may fetch; `nil`: no limit.
    let limit: Int?
    let refusesRevisits: Bool
    /// How many pages in a row may hold nothing before the next is refused; `nil`: any number.
    let emptyPageLimit: Int?

    init(limit: Int?, refusesRevisits: Bool, emptyPageLimit: Int? = nil) {
        self.limit = limit.map { max(1, $0) }
        self.refusesRevisits = refusesRevisits
        self.emptyPageLimit = emptyPageLimit
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
            if let emptyPageLimit, emptyRun >= emptyPageLimit {
                throw .paging(PagingFailure(.emptyPages(emptyRun), request: page, response: response))
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

    /// Notes a page fetched, empty or not (for ``emptyPageLimit``).
    mutating func noteFetched(empty: Bool) { emptyRun = empty ? emptyRun + 1 : 0 }
}
