import AirtableModel
import Basics
import Courier
import Foundation
import TestSupport
import Testing

@testable import Airtable

/// Every list parameter reaches the wire as pyairtable and airtable.js send it (spec §3, §13).
@Suite struct ListParameterTests {
    private func firstRequest(_ options: ListOptions) async throws -> HTTPRequest {
        let stub = StubAirtable { _ in .json(Samples.page([])) }
        _ = try await stub.table("My Table").all(options)
        return try #require(stub.requests.first)
    }

    @Test func everyParameterInTheQuery() async throws {
        var options = ListOptions()
        options.fields = ["Name", "Age"]
        options.filterByFormula = Formula.field("Name") == .text("O'Brien")
        options.maxRecords = 5
        options.pageSize = 2
        options.sort = [.ascending("Name"), .descending("Age")]
        options.view = "Grid view"
        options.cellFormat = .string(timeZone: "America/Chicago", userLocale: "en-us")
        options.returnFieldsByFieldId = true
        options.recordMetadata = [.commentCount]
        let request = try await firstRequest(options)
        #expect(request.method == .get)
        #expect(request.url.path == "/v0/appTESTBASE000001/My Table")
        #expect(request.url.absoluteString.contains("/v0/appTESTBASE000001/My%20Table?"))
        #expect(
            request.rawQuery
                == "fields%5B%5D=Name&fields%5B%5D=Age&filterByFormula=%7BName%7D%3D%27O%5C%27Brien%27"
                + "&maxRecords=5&pageSize=2&sort%5B0%5D%5Bfield%5D=Name&sort%5B0%5D%5Bdirection%5D=asc"
                + "&sort%5B1%5D%5Bfield%5D=Age&sort%5B1%5D%5Bdirection%5D=desc&view=Grid%20view"
                + "&cellFormat=string&timeZone=America%2FChicago&userLocale=en-us&returnFieldsByFieldId=true"
                + "&recordMetadata%5B%5D=commentCount")
    }

    @Test func plusAmpersandAndEqualsInValuesArePercentEncoded() async throws {
        let formula = Formula.field("a+b") == .text("x&y=z+1")
        let request = try await firstRequest(ListOptions(filterByFormula: formula))
        #expect(request.rawQuery == "filterByFormula=%7Ba%2Bb%7D%3D%27x%26y%3Dz%2B1%27")
        let decoded = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems?.first?
            .value
        #expect(decoded == "{a+b}='x&y=z+1'")
    }

    @Test func noParametersNoQuery() async throws {
        let request = try await firstRequest(ListOptions())
        #expect(request.url.query == nil)
    }

    @Test func tableNamesAreOneEscapedSegment() async throws {
        let stub = StubAirtable { _ in .json(Samples.page([])) }
        _ = try await stub.table("Meals / 2024?").all()
        let request = try #require(stub.requests.first)
        #expect(
            request.url.absoluteString
                == "https://api.airtable.test/v0/appTESTBASE000001/Meals%20%2F%202024%3F")
    }

    @Test func longFormulaSwitchesToPOSTListRecordsKeepingLocaleInTheQuery() async throws {
        let ids = (0..<1000).map(Samples.recordID)
        var options = ListOptions(filterByFormula: .recordID(in: ids), sort: [.descending("Name")])
        options.fields = ["Name"]
        options.cellFormat = .string(timeZone: "UTC", userLocale: "en-gb")
        #expect(options.filterByFormula!.text.count > 16_000)
        let request = try await firstRequest(options)
        #expect(request.method == .post)
        #expect(request.url.path == "/v0/appTESTBASE000001/My Table/listRecords")
        #expect(request.rawQuery == "timeZone=UTC&userLocale=en-gb")
        let body = request.jsonBody
        #expect(body["filterByFormula"] as? String == options.filterByFormula?.text)
        #expect(body["fields"] as? [String] == ["Name"])
        #expect(body["cellFormat"] as? String == "string")
        #expect((body["sort"] as? [[String: String]]) == [["field": "Name", "direction": "desc"]])
        #expect(body["timeZone"] == nil)
    }

    @Test func theSwitchHappensJustBeforeTheLimit() async throws {
        // GET below the limit (with room for an offset), POST from there on.
        let prefix = "https://api.airtable.test/v0/appTESTBASE000001/T?filterByFormula="
        let room = AirtableLimits.urlLength - ListQuery.offsetAllowance - prefix.count
        for (length, method) in [(room - 3, HTTPMethod.get), (room, .post)] {
            // `'…'` adds 6 escaped characters (%27 twice).
            let text = String(repeating: "a", count: length - 6)
            let stub = StubAirtable { _ in .json(Samples.page([])) }
            _ = try await stub.table("T").all(ListOptions(filterByFormula: .text(text)))
            #expect(stub.requests.first?.method == method, "URL length \(prefix.count + length)")
        }
    }

    @Test func offsetTravelsInTheQueryForGETAndInTheBodyForPOST() async throws {
        let pages = Locked(0)
        let responder: @Sendable (HTTPRequest) async -> StubTransport.Answer = { _ in
            let n = pages.withLock {
                $0 += 1
                return $0
            }
            return .json(Samples.page([Samples.recordID(n)], offset: n < 3 ? "itr\(n)/rec\(n)" : nil))
        }
        let get = StubAirtable(responder: responder)
        #expect(try await get.table("T").all().count == 3)
        #expect(get.requests.map(\.rawQuery) == ["", "offset=itr1%2Frec1", "offset=itr2%2Frec2"])

        pages.withLock { $0 = 0 }
        let post = StubAirtable(responder: responder)
        let long = ListOptions(filterByFormula: .text(String(repeating: "x", count: 16_000)))
        #expect(try await post.table("T").all(long).count == 3)
        #expect(post.requests.map { $0.jsonBody["offset"] as? String } == [nil, "itr1/rec1", "itr2/rec2"])
        #expect(post.requests.allSatisfy { $0.method == .post })
    }

    /// `POST …/listRecords` only reads: a 503 is sent again after its wait, as a GET listing's is.
    @Test func aPOSTListingIsSentAgainAfterA503() async throws {
        let clock = ManualClock()
        let stub = StubAirtable(clock: clock) { n, _ in
            n == 1
                ? .json(#"{"error":{"type":"RETRIABLE_ERROR"}}"#, status: 503)
                : .json(Samples.page([Samples.recordID(1)]))
        }
        let long = ListOptions(filterByFormula: .text(String(repeating: "x", count: 16_000)))
        let listing = Task { try await stub.table("T").all(long) }
        #expect(await eventually { clock.sleeperCount == 1 })
        clock.advance(by: .seconds(60))
        #expect(try await listing.value.count == 1)
        #expect(stub.requests.map(\.method) == [.post, .post])
    }

    @Test func firstAsksForOneRecord() async throws {
        let stub = StubAirtable { _ in .json(Samples.page([Samples.recordID(7)])) }
        let record = try await stub.table("T").first(ListOptions(filterByFormula: .bool(true)))
        #expect(record?.id == Samples.recordID(7))
        #expect(stub.requests.first?.rawQuery == "filterByFormula=TRUE%28%29&maxRecords=1&pageSize=1")
    }
}
