import Foundation
import TestSupport
import Testing

@testable import Courier

@Suite struct BulkTests {
    /// Answers `items/<n>` with item n once gate "n" opens.
    func gatedServer(_ gates: Gates, failing: Int? = nil) -> StubTransport {
        StubTransport { request in
            let number = Int(request.url.lastPathComponent) ?? 0
            await gates.wait(String(number))
            if number == failing { return .status(500) }
            return .json(#"{"id":\#(number),"name":"n\#(number)"}"#)
        }
    }

    @Test func resultsComeBackInInputOrderWhateverOrderTheyComplete() async throws {
        let gates = Gates()
        let stub = gatedServer(gates)
        let client = makeClient(stub)
        let requests = (1...6).map { Request<Item>.get("items/\($0)") }
        let bulk = Task { await client.send(requests, maxConcurrent: 3) }
        #expect(await eventually { gates.waitingCount == 3 })
        #expect(stub.requests.count == 3)  // bounded
        for number in [3, 2, 6, 1, 5, 4] { gates.open(String(number)) }
        let results = await bulk.value
        #expect(results.map { try? $0.get().value.id } == [1, 2, 3, 4, 5, 6])
    }

    @Test func theFirstFailureCancelsTheRestWhenAsked() async throws {
        let gates = Gates()
        let stub = gatedServer(gates, failing: 2)
        let client = makeClient(stub)
        let requests = (1...5).map { Request<Item>.get("items/\($0)") }
        let bulk = Task { try await client.sendAll(requests, maxConcurrent: 2) }
        #expect(await eventually { gates.waitingCount == 2 })
        gates.open("2")
        let failure = await bulk.result.failure as? CourierError
        #expect(failure?.statusCode == 500)
        #expect(stub.requests.count == 2)  // 3, 4 and 5 were never sent
    }

    @Test func continuingAfterAFailureSendsEverything() async {
        let gates = Gates()
        for number in 1...4 { gates.open(String(number)) }
        let client = makeClient(gatedServer(gates, failing: 2))
        let results = await client.send((1...4).map { Request<Item>.get("items/\($0)") }, maxConcurrent: 2)
        #expect(results.map { (try? $0.get()) == nil } == [false, true, false, false])
    }
}

@Suite struct FetchAllPagesTests {
    /// `repos?page=n` for n in 1...last, each page gated by its number (page 1 is open).
    func linkedServer(_ gates: Gates, last: Int, withLast: Bool = true) -> StubTransport {
        gates.open("1")
        return StubTransport { request in
            let page =
                URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "page" }?.value.flatMap(Int.init) ?? 1
            await gates.wait(String(page))
            var links: [String] = []
            let base = "https://api.example.com/v1/repos?per_page=2"
            if page < last { links.append("<\(base)&page=\(page + 1)>; rel=\"next\"") }
            if page < last && withLast { links.append("<\(base)&page=\(last)>; rel=\"last\"") }
            return .json(
                #"[{"id":\#(page),"name":"p"}]"#,
                headers: links.isEmpty ? [:] : ["Link": links.joined(separator: ", ")])
        }
    }

    @Test func remainingPagesLoadConcurrentlyAndReturnInOrder() async throws {
        let gates = Gates()
        let stub = linkedServer(gates, last: 6)
        let client = makeClient(stub)
        let all = Task { try await client.fetchAllPages(Request<[Item]>.get("repos"), maxConcurrent: 3) }
        #expect(await eventually { gates.waitingCount == 3 })  // pages 2, 3 and 4 at once
        for page in [4, 3, 6, 2, 5] { gates.open(String(page)) }
        let pages = try await all.value
        #expect(pages.map { $0.value.map(\.id) } == [[1], [2], [3], [4], [5], [6]])
        #expect(pages[1].request.url.absoluteString == "https://api.example.com/v1/repos?per_page=2&page=2")
    }

    @Test func withoutALastLinkPagesAreFollowedOneByOne() async throws {
        let gates = Gates()
        for page in 2...3 { gates.open(String(page)) }
        let client = makeClient(linkedServer(gates, last: 3, withLast: false))
        let pages = try await client.fetchAllPages(Request<[Item]>.get("repos"))
        #expect(pages.map { $0.value.map(\.id) } == [[1], [2], [3]])
    }

    @Test func maxPagesLimitsTheRequests() async throws {
        let gates = Gates()
        for page in 2...9 { gates.open(String(page)) }
        let stub = linkedServer(gates, last: 9)
        let pages = try await makeClient(stub).fetchAllPages(Request<[Item]>.get("repos"), maxPages: 3)
        #expect(pages.map { $0.value.map(\.id) } == [[1], [2], [3]])
        #expect(stub.requests.count == 3)
    }

    /// A listing goes on from a first page already fetched: that page is not asked for again, and
    /// the rest follow its links as they would have.
    @Test func aListingGoesOnFromAFirstPageAlreadyFetched() async throws {
        let gates = Gates()
        for page in 2...4 { gates.open(String(page)) }
        let stub = linkedServer(gates, last: 4)
        let client = makeClient(stub)
        let first = try await client.reply(to: Request<[Item]>.get("repos"))
        let pages = try await client.fetchAllPages(after: first)
        #expect(pages.map { $0.value.map(\.id) } == [[1], [2], [3], [4]])
        #expect(stub.requests.count == 4, "the first page once")
        let walked = try await client.fetchAllPages(after: first, maxPages: 2)
        #expect(walked.map { $0.value.map(\.id) } == [[1], [2]])
    }
}
