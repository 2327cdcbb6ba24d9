import AirtableModel
import Basics
import Courier
import Foundation
import Testing

@testable import Airtable

/// Pages come as an async sequence; an expired iterator restarts the listing or fails, as asked.
@Suite struct PagingTests {
    /// Page 1 (recs 1–2, offset), then 422 iterator expired once, then the full listing again.
    private func expiringServer() -> StubAirtable {
        StubAirtable { call, request in
            let offset = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?
                .first { $0.name == "offset" }?.value
            if call == 2 {
                return .json(#"{"error":{"type":"LIST_RECORDS_ITERATOR_NOT_AVAILABLE"}}"#, status: 422)
            }
            if offset == nil {
                return .json(Samples.page([Samples.recordID(1), Samples.recordID(2)], offset: "itrA/rec2"))
            }
            return .json(Samples.page([Samples.recordID(3)]))
        }
    }

    @Test func expiredIteratorRestartsWithoutDuplicates() async throws {
        let stub = expiringServer()
        let ids = try await stub.table("T").all().map(\.id)
        #expect(ids == [1, 2, 3].map(Samples.recordID))
        #expect(stub.requests.count == 4)
    }

    @Test func expiredIteratorFailsWhenAskedTo() async throws {
        let stub = expiringServer()
        let error = await #expect(throws: AirtableError.self) {
            _ = try await stub.table("T").all(ListOptions(onIteratorExpired: .fail))
        }
        #expect(error?.type == .iteratorNotAvailable)
        #expect(error?.status == 422)
    }

    @Test func pagesAreFetchedOnDemand() async throws {
        // An endless listing: every page names a new one.
        let stub = StubAirtable { call, _ in
            .json(Samples.page([Samples.recordID(call)], offset: "itrX/rec\(call)"))
        }
        var count = 0
        for try await _ in stub.table("T").list().records {
            count += 1
            if count == 3 { break }
        }
        #expect(stub.requests.count == 3)
    }

    @Test func emptyPagesWithFreshOffsetsFailTheListingAfterAHundred() async throws {
        // Each page names a new offset but holds nothing: no revisit, yet no end either.
        let stub = StubAirtable { call, _ in .json(#"{"records":[],"offset":"itrX/rec\#(call)"}"#) }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.table("T").all() }
        #expect(error?.type == .paging)
        #expect(error?.message.contains("empty") == true)
        #expect(stub.requests.count == 100)
    }

    /// Every page holds a record and names a new offset: never a loop, never empty, never an end.
    /// No base has that many records, so the listing stops at the pages the largest would take.
    @Test func aListingLongerThanAnyBaseFails() async throws {
        let stub = StubAirtable { call, _ in
            .json(Samples.page([Samples.recordID(call)], offset: "itrX/rec\(call)"))
        }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.table("T").all() }
        #expect(error?.type == .paging)
        #expect(error?.message.contains("limit of 5001 pages") == true, "\(String(describing: error))")
        #expect(stub.requests.count == 5001)
    }

    /// A record a server sends again on a later page is listed once (Airtable never repeats one).
    @Test func aRecordRepeatedOnALaterPageIsListedOnce() async throws {
        let stub = StubAirtable { call, _ in
            call == 1
                ? .json(Samples.page([Samples.recordID(1), Samples.recordID(2)], offset: "itrX/rec2"))
                : .json(Samples.page([Samples.recordID(2), Samples.recordID(3)]))
        }
        #expect(try await stub.table("T").all().map(\.id) == [1, 2, 3].map(Samples.recordID))
    }

    @Test func emptyPagesAmongFullOnesAreFollowed() async throws {
        // 99 empty pages, a record, 99 more, then the end: never a hundred in a row.
        let stub = StubAirtable { call, _ in
            switch call {
            case 100: .json(Samples.page([Samples.recordID(1)], offset: "itrX/rec\(call)"))
            case 200: .json(Samples.page([Samples.recordID(2)]))
            default: .json(#"{"records":[],"offset":"itrX/rec\#(call)"}"#)
            }
        }
        let ids = try await stub.table("T").all().map(\.id)
        #expect(ids == [1, 2].map(Samples.recordID))
        #expect(stub.requests.count == 200)
    }

    @Test func anEmptyPageWhoseOffsetComesBackFailsTheListing() async throws {
        let stub = StubAirtable { _ in .json(#"{"records":[],"offset":"itrX/rec1"}"#) }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.table("T").all() }
        #expect(error?.type == .paging)
        #expect(stub.requests.count == 2)
    }

    @Test func commentsWhoseOffsetComesBackFailTheListing() async throws {
        let comment =
            #"{"id":"comAAAAAAAAAAAAA1","text":"hi","createdTime":"2026-01-01T00:00:00.000Z","author":{"id":"usrAAAAAAAAAAAAA1"}}"#
        let stub = StubAirtable { _ in .json(#"{"comments":[\#(comment)],"offset":"itrC"}"#) }
        let error = await #expect(throws: AirtableError.self) {
            _ = try await stub.table("T").allComments(on: "recAAAAAAAAAAAAA1")
        }
        #expect(error?.type == .paging)
        #expect(stub.requests.count == 2)
    }

    @Test func anEmptyTableIsOneEmptyPage() async throws {
        let stub = StubAirtable { _ in .json(#"{"records":[]}"#) }
        var pages: [[Record<[String: CellValue]>]] = []
        for try await page in stub.table("T").list() { pages.append(page) }
        #expect(pages.count == 1 && pages[0].isEmpty)
    }
}
