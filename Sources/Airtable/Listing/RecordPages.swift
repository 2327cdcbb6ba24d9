import AirtableModel
import Courier
import Foundation

/// The pages of a listing, as an `AsyncSequence` of `[Record<Fields>]`; ``records`` flattens them.
///
/// Each page is fetched when the loop asks for it, so breaking out of the loop or cancelling the
/// task stops the requests. When Airtable says the listing's iterator expired, the listing starts
/// again or fails, as ``ListOptions/onIteratorExpired`` says.
public struct RecordPages<Fields: Codable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = [Record<Fields>]
    public typealias Failure = AirtableError

    let table: Table<Fields>
    let options: ListOptions

    public func makeAsyncIterator() -> Iterator { Iterator(table: table, query: ListQuery(options: options)) }

    /// The records of every page, one by one.
    public var records: RecordSequence<Fields> { RecordSequence(pages: self) }

    /// Fetches pages one at a time through Courier's paging: the `offset` cursor travels in the
    /// query (`GET`) or in the JSON body (`POST …/listRecords`).
    public struct Iterator: AsyncIteratorProtocol {
        let table: Table<Fields>
        let query: ListQuery
        private var pages: Pages<RecordPage<Fields>>.Iterator?
        private var finished = false
        /// Ids already delivered, so that none is delivered twice (a restarted listing's first
        /// pages).
        private var delivered: Set<String> = []
        private var restarts = 0
        private var pagesSeen = 0
        /// How many times a listing starts again after its iterator expired before giving up.
        static var maximumRestarts: Int { 3 }

        init(table: Table<Fields>, query: ListQuery) {
            self.table = table
            self.query = query
        }

        public mutating func next() async throws(AirtableError) -> [Record<Fields>]? {
            while !finished {
                if pages == nil { pages = try start() }
                let reply: Reply<RecordPage<Fields>>?
                do {
                    reply = try await pages?.next()
                } catch {
                    let failure = AirtableError(error)
                    guard failure.type == .iteratorNotAvailable, pagesSeen > 0,
                        query.options.onIteratorExpired == .restart, restarts < Self.maximumRestarts
                    else { throw failure }
                    restarts += 1
                    pages = nil
                    continue
                }
                guard let page = reply?.value else { break }
                pagesSeen += 1
                finished = (page.offset ?? "").isEmpty
                // A record is delivered once: after a restart, and from a server that repeats one
                // on a later page (Airtable never does; totals would count it twice).
                let fresh = page.records.filter { !delivered.contains($0.id) }
                delivered.formUnion(fresh.map(\.id))
                if !fresh.isEmpty || (restarts == 0 && finished && page.records.isEmpty) { return fresh }
            }
            finished = true
            return nil
        }

        /// The first page's request and how to follow its cursor.
        private func start() throws(AirtableError) -> Pages<RecordPage<Fields>>.Iterator {
            let client = table.client.http
            if try usesPOST() {
                var first = Request<RecordPage<Fields>>(
                    method: .post, path: table.path("listRecords"), query: query.localeItems,
                    body: .json(query.body(offset: nil)))
                // A listing only reads, whatever its method: sent again after a 503 or a lost
                // connection as a GET listing would be (the pages after it copy this).
                first.options.allowsRetry = true
                return client.pages(first, paging: .offsetInBody, pageLimit: pageLimit).makeAsyncIterator()
            }
            let first = Request<RecordPage<Fields>>.get(table.path(), query: query.queryItems)
            return client.pages(first, paging: .offsetInQuery, pageLimit: pageLimit).makeAsyncIterator()
        }

        /// The most pages a listing of a base can take at its page size: a server that hands out
        /// offsets past it (each new, so never caught as a loop) is stopped with a paging failure,
        /// instead of being followed while memory lasts.
        private var pageLimit: Int {
            let size = Swift.min(
                Swift.max(query.options.pageSize ?? AirtableLimits.pageSize, 1), AirtableLimits.pageSize)
            return AirtableLimits.recordsPerBase / size + 1
        }

        /// `POST …/listRecords` when the GET URL (with room for an offset) would reach Airtable's limit.
        private func usesPOST() throws(AirtableError) -> Bool {
            let probe = Request<Void>.get(table.path(), query: query.queryItems)
            do {
                let url = try table.client.http.makeHTTPRequest(probe).url.absoluteString
                return url.utf8.count + ListQuery.offsetAllowance >= AirtableLimits.urlLength
            } catch {
                throw AirtableError(error)
            }
        }
    }
}

/// The records of a listing, one by one (see ``RecordPages``).
public struct RecordSequence<Fields: Codable & Sendable>: AsyncSequence, Sendable {
    public typealias Element = Record<Fields>
    public typealias Failure = AirtableError

    let pages: RecordPages<Fields>

    public func makeAsyncIterator() -> Iterator { Iterator(pages: pages.makeAsyncIterator()) }

    /// Yields the records of the current page, fetching the next when they run out.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: RecordPages<Fields>.Iterator
        var buffer: [Record<Fields>] = []
        var index = 0

        public mutating func next() async throws(AirtableError) -> Record<Fields>? {
            while index == buffer.count {
                guard let page = try await pages.next() else { return nil }
                buffer = page
                index = 0
            }
            defer { index += 1 }
            return buffer[index]
        }
    }
}
