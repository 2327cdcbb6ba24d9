import Basics
import Foundation
import Testing

@testable import Courier

struct RecordPage: Decodable, Sendable {
    let records: [Item]
    let offset: String?
}

@Suite struct PagingTests {
    /// GitHub-style: three pages linked with `Link: rel="next"`.
    func linkedServer() -> StubTransport {
        StubTransport { request in
            let page = Int(request.url.query?.split(separator: "=").last ?? "1") ?? 1
            var headers: HTTPHeaders = [:]
            if page < 3 {
                headers["Link"] =
                    #"<https://api.example.com/v1/repos?page=\#(page + 1)>; rel="next", <https://api.example.com/v1/repos?page=3>; rel="last""#
            }
            return .json(
                #"[{"id":\#(page * 10),"name":"p\#(page)"},{"id":\#(page * 10 + 1),"name":"p\#(page)"}]"#,
                headers: headers)
        }
    }

    @Test func followsLinkHeadersToTheLastPage() async throws {
        let stub = linkedServer()
        let client = makeClient(stub)
        var pages: [[Item]] = []
        for try await page in client.pages(Request<[Item]>.get("repos"), paging: .linkHeader) {
            pages.append(page.value)
        }
        #expect(pages.map { $0.map(\.id) } == [[10, 11], [20, 21], [30, 31]])
        #expect(stub.requests.map(\.url.absoluteString).last == "https://api.example.com/v1/repos?page=3")
    }

    @Test func itemsAreFlattenedAndStopAtTheLimitWithoutExtraRequests() async throws {
        let stub = linkedServer()
        let client = makeClient(stub)
        var ids: [Int] = []
        for try await item in client.pages(Request<[Item]>.get("repos"), paging: .linkHeader).items(
            { $0 }, limit: 3)
        {
            ids.append(item.id)
        }
        #expect(ids == [10, 11, 20])
        #expect(stub.requests.count == 2)
    }

    @Test func maxPagesStopsEarly() async throws {
        let stub = linkedServer()
        var count = 0
        for try await _ in makeClient(stub).pages(
            Request<[Item]>.get("repos"), paging: .linkHeader, maxPages: 2)
        { count += 1 }
        #expect(count == 2)
        #expect(stub.requests.count == 2)
    }

    @Test func followsACursorInTheBody() async throws {
        let stub = StubTransport { request in
            switch request.url.query {
            case "pageSize=1": .json(#"{"records":[{"id":1,"name":"a"}],"offset":"itr1/rec2"}"#)
            case "pageSize=1&offset=itr1%2Frec2": .json(#"{"records":[{"id":2,"name":"b"}]}"#)
            default: .status(422)
            }
        }
        let first = Request<RecordPage>.get("appX/Orders").settingQuery("pageSize", "1")
        var ids: [Int] = []
        let records = makeClient(stub).pages(first, paging: .cursor(parameter: "offset") { $0.offset }).items
        { $0.records }
        for try await record in records { ids.append(record.id) }
        #expect(ids == [1, 2])
    }

    @Test func aCursorThatComesBackIsALoop() async throws {
        // An empty page whose cursor names the page just fetched: without the check, the listing
        // would ask for it again and again.
        let stub = StubTransport { _ in .json(#"{"records":[],"offset":"itr1/rec1"}"#) }
        let first = Request<RecordPage>.get("appX/Orders")
        let failure = await #expect(throws: CourierError.self) {
            // The limit only keeps a regression from spinning forever.
            let pages = makeClient(stub).pages(
                first, paging: .cursor(parameter: "offset") { $0.offset }, pageLimit: 10)
            for try await _ in pages {}
        }
        guard case .paging(let paging) = failure, case .revisit = paging.reason else {
            Issue.record("not a revisit: \(String(describing: failure))")
            return
        }
        #expect(stub.requests.map { $0.url.query } == [nil, "offset=itr1%2Frec1"])
    }

    @Test func emptyPagesInARowFailWhenAskedTo() async throws {
        let stub = StubTransport { request in
            let next = (request.url.query?.count ?? 0) + 1
            return .json(#"{"records":[],"offset":"itr\#(next)"}"#)
        }
        let first = Request<RecordPage>.get("appX/Orders")
        let paging = Paging<RecordPage>.cursor(parameter: "offset") { $0.offset }
            .refusingEmptyPages(after: 3) { $0.records.isEmpty }
        let failure = await #expect(throws: CourierError.self) {
            for try await _ in makeClient(stub).pages(first, paging: paging, pageLimit: 50) {}
        }
        guard case .paging(let paging) = failure, case .emptyPages(3) = paging.reason else {
            Issue.record("not empty pages: \(String(describing: failure))")
            return
        }
        #expect(failure?.failureKind == .unavailable)
        #expect(stub.requests.count == 3)
    }

    @Test func maxPagesEndsAListingOfEmptyPagesQuietly() async throws {
        let stub = StubTransport { request in
            .json(#"{"records":[],"offset":"itr\#((request.url.query?.count ?? 0) + 1)"}"#)
        }
        let paging = Paging<RecordPage>.cursor(parameter: "offset") { $0.offset }
            .refusingEmptyPages(after: 3) { $0.records.isEmpty }
        var pages = makeClient(stub).pages(
            Request<RecordPage>.get("appX/Orders"), paging: paging, maxPages: 3
        )
        .makeAsyncIterator()
        var count = 0
        while try await pages.next() != nil { count += 1 }
        #expect(count == 3)
        // Refused, a listing stays ended: asking again sends nothing.
        var refused = makeClient(stub).pages(Request<RecordPage>.get("appX/Orders"), paging: paging)
            .makeAsyncIterator()
        for _ in 0..<3 { _ = try await refused.next() }
        await #expect(throws: CourierError.self) { _ = try await refused.next() }
        #expect(try await refused.next() == nil)
        #expect(stub.requests.count == 6)
    }

    @Test func twoCursorsInTheBodyNamingEachOtherAreALoop() async throws {
        let stub = StubTransport { request in
            let sent = request.body.map { String(decoding: $0, as: UTF8.self) } ?? ""
            let next = sent.contains("itrA") ? "itrB" : "itrA"
            return .json(#"{"records":[],"offset":"\#(next)"}"#)
        }
        let first = Request<RecordPage>.post("appX/Orders/listRecords", body: ["pageSize": 1])
        await #expect(throws: CourierError.self) {
            let pages = makeClient(stub).pages(
                first, paging: .cursorInBody(key: "offset") { $0.offset }, pageLimit: 10)
            for try await _ in pages {}
        }
        // The first page, itrA, itrB; itrA again is refused before it is sent.
        #expect(stub.requests.count == 3)
    }

    @Test func numberedPagesUntilAnEmptyPage() async throws {
        let stub = StubTransport { request in
            request.url.query == "page=3" ? .json("[]") : .json(#"[{"id":1,"name":"x"}]"#)
        }
        var pages = 0
        for try await _ in makeClient(stub).pages(
            Request<[Item]>.get("list"), paging: .pageNumber(isLast: { $0.isEmpty }))
        {
            pages += 1
        }
        #expect(pages == 3)
        #expect(stub.requests.map { $0.url.query } == [nil, "page=2", "page=3"])
    }

    @Test func anErrorOnALaterPageIsThrown() async {
        let stub = sequence([
            .json("[]", headers: ["Link": "<https://api.example.com/v1/x?page=2>; rel=\"next\""]),
            .status(500),
        ])
        await #expect(throws: CourierError.self) {
            for try await _ in makeClient(stub).pages(Request<[Item]>.get("x"), paging: .linkHeader) {}
        }
    }

    @Test func cancellationStopsPaging() async throws {
        let stub = StubTransport(delay: .milliseconds(20)) { _ in
            .json("[]", headers: ["Link": "<https://api.example.com/v1/x?page=2>; rel=\"next\""])
        }
        let client = makeClient(stub)
        let task = Task {
            for try await _ in client.pages(Request<[Item]>.get("x"), paging: .linkHeader) {}
        }
        while stub.requests.count < 2 { try await Task.sleep(for: .milliseconds(5)) }
        task.cancel()
        _ = await task.result
        let count = stub.requests.count
        try await Task.sleep(for: .milliseconds(100))
        #expect(stub.requests.count == count)  // no page is fetched after cancellation
    }

    @Test func parsesLinkHeaders() throws {
        let links = LinkHeader.parse(
            #"<https://x/a?page=2&q=a,b>; rel="next", </a?page=5>; rel="last", <https://x/a?page=1>; rel="prev first""#,
            relativeTo: URL(string: "https://x/a"))
        #expect(links["next"]?.absoluteString == "https://x/a?page=2&q=a,b")
        #expect(links["last"]?.absoluteString == "https://x/a?page=5")
        #expect(links["first"] == links["prev"])
        #expect(LinkHeader.parse("garbage, <>; rel=").isEmpty)
    }

    /// Commas and semicolons inside quoted parameters do not split links; a link's first `rel`
    /// counts, and of two links with one relation the first.
    @Test func quotedParametersAndRepeatedRelations() {
        let links = LinkHeader.parse(
            #"<https://x/2>; title="2, of \"5\"; ok"; rel="next"; rel="last", <https://x/9>; rel="next""#)
        #expect(links["next"]?.absoluteString == "https://x/2")
        #expect(links["last"] == nil)
    }

    /// A server may send each link in a field of its own; paging reads them all.
    @Test func linksInSeparateFieldsArePaged() async throws {
        let stub = StubTransport { request in
            let page = Int(request.url.query?.split(separator: "=").last ?? "1") ?? 1
            var headers = HTTPHeaders()
            headers.add("Link", #"<https://api.example.com/v1/repos?page=1>; rel="first""#)
            if page < 2 { headers.add("Link", #"<https://api.example.com/v1/repos?page=2>; rel="next""#) }
            return .json(#"[{"id":\#(page),"name":"p"}]"#, headers: headers)
        }
        var ids: [Int] = []
        for try await page in makeClient(stub).pages(Request<[Item]>.get("repos"), paging: .linkHeader) {
            ids += page.value.map(\.id)
        }
        #expect(ids == [1, 2])
    }
}
