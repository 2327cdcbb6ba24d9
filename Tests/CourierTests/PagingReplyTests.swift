import Foundation
import Testing

@testable import Courier

@Suite struct PagingReplyTests {
    struct RecordPage: Decodable, Sendable {
        let records: [Item]
        let offset: String?
    }

    struct ListBody: Encodable, Sendable {
        let pageSize: Int
        let fields: [String]
    }

    @Test func pagesComeWithTheirResponses() async throws {
        let stub = sequence([
            .json(#"{"records":[{"id":1,"name":"a"}],"offset":"itr1/rec1"}"#, headers: ["X-Remaining": "9"]),
            .json(#"{"records":[{"id":2,"name":"b"}]}"#, headers: ["X-Remaining": "8"]),
        ])
        let client = makeClient(stub)
        var seen: [(Int, String?, [Int])] = []
        for try await page in client.pages(
            Request<RecordPage>.get("T"), paging: .cursor(parameter: "offset") { $0.offset })
        {
            seen.append((page.status, page.headers["X-Remaining"], page.records.map(\.id)))
        }
        #expect(seen.map(\.0) == [200, 200])
        #expect(seen.map(\.1) == ["9", "8"])
        #expect(seen.map(\.2) == [[1], [2]])
        #expect(
            stub.requests.last?.url.query == "offset=itr1/rec1".replacingOccurrences(of: "/", with: "%2F"))
    }

    @Test func aCursorInThePostBodyRebuildsTheNextBody() async throws {
        let stub = sequence([
            .json(#"{"records":[{"id":1,"name":"a"}],"offset":"itr1/rec1"}"#),
            .json(#"{"records":[{"id":2,"name":"b"}],"offset":"itr1/rec2"}"#),
            .json(#"{"records":[{"id":3,"name":"c"}]}"#),
        ])
        let client = makeClient(stub)
        let first = Request<RecordPage>.post("T/listRecords", body: ListBody(pageSize: 1, fields: ["Name"]))
        let items = client.pages(first, paging: .cursorInBody(key: "offset") { $0.offset }).items(\.records)
        var ids: [Int] = []
        for try await item in items { ids.append(item.id) }
        #expect(ids == [1, 2, 3])
        let bodies = try stub.requests.map {
            try JSONSerialization.jsonObject(with: $0.body ?? Data()) as? [String: Any]
        }
        #expect(bodies.map { $0?["offset"] as? String } == [nil, "itr1/rec1", "itr1/rec2"])
        #expect(
            bodies.allSatisfy { ($0?["pageSize"] as? Int) == 1 && ($0?["fields"] as? [String]) == ["Name"] })
        #expect(stub.requests.allSatisfy { $0.method == .post && $0.url.query == nil })
        #expect(stub.requests.allSatisfy { $0.headers["Content-Type"] == "application/json" })
    }

    @Test func theDefaultTransportReportsWhyItIsUnavailable() async {
        let transport = UnavailableTransport(reason: "libcurl could not start: out of memory")
        await #expect {
            _ = try await transport.send(HTTPRequest(url: baseURL))
        } throws: { error in
            "\(error)".contains("libcurl could not start: out of memory")
        }
    }
}
