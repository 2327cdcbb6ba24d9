import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

@testable import AirtableLocal

/// The bounds on one listing's work: formula size and nesting, the number of sort keys, the types of
/// `listRecords`' parameters, and the time budget on the store's clock.
@Suite struct ListingLimitsTests {
    let base = "/v0/\(TestSchema.baseID)"

    /// A clock that moves `tick` forward each time it is read, so work that reads it often (a
    /// listing's budget, every 1024 evaluation steps) spends time deterministically.
    final class TickingClock: CourierClock {
        private let elapsed = Locked(Duration.zero)
        private let tickValue = Locked(Duration.zero)

        var tick: Duration {
            get { tickValue.withLock { $0 } }
            set { tickValue.withLock { $0 = newValue } }
        }

        func now() -> Date { Date(timeIntervalSince1970: 1_700_000_000).addingTimeInterval(uptime().seconds) }

        func uptime() -> Duration {
            let step = tick
            return elapsed.withLock { value in
                value += step
                return value
            }
        }

        func sleep(for duration: Duration) async throws { elapsed.withLock { $0 += duration } }
    }

    /// ~6,000 evaluation steps a record.
    static let heavyFormula =
        "LEN({Name} & " + Array(repeating: "1", count: 3000).joined(separator: " & ") + ")"

    static let computedSchema = #"""
        {"id":"appLimits00000001","name":"L","tables":[
         {"id":"tblItems000000001","name":"Items","fields":[
           {"id":"fldName0000000001","name":"Name","type":"singleLineText"},
           {"id":"fldHeavy000000001","name":"Heavy","type":"formula","options":{"formula":"\#(heavyFormula)","isValid":true,"referencedFieldIds":[]}},
           {"id":"fldSign0000000001","name":"Sign","type":"number","options":{"precision":0}}],
          "views":[{"id":"viwGrid000000001","name":"Grid view","type":"grid"}]}]}
        """#

    /// Sends `body` to `POST …/listRecords` of People.
    func listByPost(_ airtable: InProcessAirtable, _ body: String) -> AirtableReply {
        airtable.call("POST", "\(base)/People/listRecords", body)
    }

    @Test func formulasLongerOrDeeperThanTheLimitsAre422() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Ann"}"#])
        let long = "'" + String(repeating: "x", count: 100_000) + "'"
        let tooLong = listByPost(airtable, #"{"filterByFormula":"\#(long)"}"#)
        #expect(tooLong.status == 422)
        #expect(tooLong.errorType == "INVALID_FILTER_BY_FORMULA")
        #expect(tooLong.text.contains("longer than 100000 characters"), "\(tooLong.text.prefix(300))")
        let deep = String(repeating: "(", count: 101) + "1" + String(repeating: ")", count: 101)
        let tooDeep = listByPost(airtable, #"{"filterByFormula":"\#(deep)"}"#)
        #expect(tooDeep.status == 422)
        #expect(tooDeep.errorType == "INVALID_FILTER_BY_FORMULA")
        #expect(tooDeep.text.contains("more than 100 levels deep"), "\(tooDeep.text)")
        let deepest = String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)
        #expect(listByPost(airtable, #"{"filterByFormula":"\#(deepest)"}"#).names == ["Ann"])
    }

    @Test func moreThan32SortKeysAre422() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Ann","Age":3}"#, #"{"Name":"Bob","Age":2}"#])
        func sorts(_ count: Int) -> String {
            (0..<count).map { #"{"field":"\#($0 % 2 == 0 ? "Age" : "Name")"}"# }.joined(separator: ",")
        }
        #expect(listByPost(airtable, #"{"sort":[\#(sorts(32))]}"#).names == ["Bob", "Ann"])
        let refused = listByPost(airtable, #"{"sort":[\#(sorts(33))]}"#)
        #expect(refused.status == 422)
        #expect(refused.errorType == "INVALID_REQUEST_UNKNOWN")
        #expect(
            refused.json?["error"]?["message"]
                == .string("Invalid request: sort may have at most 32 fields, not 33"))
        let query = (0..<33).map { "sort%5B\($0)%5D%5Bfield%5D=Name" }.joined(separator: "&")
        #expect(airtable.call("GET", "\(base)/People?\(query)").status == 422)
        // 100,000 keys (what took a minute) are refused before any is looked at.
        let many = Array(repeating: #"{"field":"Name"}"#, count: 100_000).joined(separator: ",")
        #expect(listByPost(airtable, #"{"sort":[\#(many)]}"#).status == 422)
    }

    @Test func listRecordsRefusesParametersOfTheWrongType() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        airtable.create("People", [#"{"Name":"Ann"}"#])
        for body in [
            #"{"sort":"Name"}"#, #"{"sort":["Name"]}"#, #"{"sort":[{"field":1}]}"#, #"{"fields":[1]}"#,
            #"{"fields":"Name"}"#, #"{"offset":5}"#, #"{"filterByFormula":1}"#, #"{"view":true}"#,
            #"{"cellFormat":1}"#, #"{"recordMetadata":"commentCount"}"#,
        ] {
            let reply = listByPost(airtable, body)
            #expect(reply.status == 422, "\(body): \(reply.text)")
            #expect(reply.errorType == "INVALID_REQUEST_UNKNOWN", "\(body)")
        }
        #expect(airtable.call("GET", "\(base)/People?sort=Name").status == 422)
        // `null` is absent, and the right types still work.
        #expect(listByPost(airtable, #"{"sort":null,"fields":null,"offset":null}"#).names == ["Ann"])
        #expect(listByPost(airtable, #"{"fields":["Name"],"sort":[{"field":"Name"}]}"#).names == ["Ann"])
    }

    /// The time budget, on a clock that moves 100 ms each time it is read: a listing that reads it
    /// more than 20 times (every 1024 evaluation steps, and between phases) has used its 2 s.
    @Test func aListingOverItsTimeBudgetIs422() throws {
        let clock = TickingClock()
        let database = try SQLiteDatabase(path: ":memory:")
        defer { database.close() }
        let schema = try BaseSchema(json: JSONValue.parse(Array(Self.computedSchema.utf8)))
        let store = try AirtableStore(database: database, schemas: [schema], clock: clock)
        let app = AirtableApplication(
            store: store, tokens: [AirtableHarness.token], limiter: nil, logger: Logger(level: .critical),
            listingTimeLimit: .seconds(2))
        func call(_ method: String, _ target: String, _ body: String? = nil) throws -> AirtableReply {
            let response = try app.responder.respond(
                to: HTTPServer.Request(
                    method: method, target: target,
                    headers: [
                        "authorization": "Bearer \(AirtableHarness.token)",
                        "content-type": "application/json",
                    ],
                    body: Array((body ?? "").utf8)))
            return AirtableReply(
                status: response.status.code, contentType: response.headers["content-type"],
                body: response.body)
        }
        for start in stride(from: 0, to: 50, by: 10) {
            let records = (start..<start + 10).map { #"{"fields":{"Name":"n\#($0)","Sign":1}}"# }
            #expect(
                try call(
                    "POST", "/v0/appLimits00000001/Items",
                    #"{"records":[\#(records.joined(separator: ","))]}"#
                )
                .status == 200)
        }
        clock.tick = .milliseconds(100)
        // Light work reads the clock a few times: within the budget.
        let light = try call(
            "GET", "/v0/appLimits00000001/Items?fields%5B%5D=Name&filterByFormula=%7BSign%7D%3D1")
        #expect(light.status == 200, "\(light.text)")
        #expect(light.records.count == 50)
        #expect(app.listingActivity.current.stoppedTimeUp == 0)

        let heavyFilter =
            "LEN({Name} & " + Array(repeating: "1", count: 3000).joined(separator: " & ") + ") > 0"
        let filtered = try call(
            "POST", "/v0/appLimits00000001/Items/listRecords",
            #"{"filterByFormula":"\#(heavyFilter)","fields":["Name"]}"#)
        #expect(filtered.status == 422)
        #expect(filtered.errorType == "INVALID_FILTER_BY_FORMULA")
        #expect(
            filtered.json?["error"]?["message"]
                == .string(
                    "The formula for filtering records is invalid: Evaluating it over this table takes more "
                        + "than 2 s, the most one listing may work; use a simpler formula"))

        // Sorting by a heavy formula field, and returning it, spend the budget too.
        let sorted = try call(
            "GET", "/v0/appLimits00000001/Items?sort%5B0%5D%5Bfield%5D=Heavy&fields%5B%5D=Name")
        #expect(sorted.status == 422)
        #expect(sorted.errorType == "INVALID_REQUEST_UNKNOWN")
        #expect(sorted.json?["error"]?["message"]?.stringValue?.contains("takes more than 2 s") == true)
        let shown = try call("GET", "/v0/appLimits00000001/Items")
        #expect(shown.status == 422, "\(shown.text.prefix(200))")
        #expect(app.listingActivity.current.stoppedTimeUp == 3)

        // With time standing still, the same listings answer.
        clock.tick = .zero
        #expect(
            try call("GET", "/v0/appLimits00000001/Items?sort%5B0%5D%5Bfield%5D=Heavy").records.count == 50)
    }

    /// Listings that may look at every record run on the expensive-work pool; cheap requests and
    /// later pages (which resume from kept ids) stay on the request workers.
    @Test func listingsThatFilterOrSortRunOffTheRequestWorkers() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        guard let screening = airtable.app.responder as? AirtableScreening else {
            Issue.record("the responder is not AirtableScreening")
            return
        }
        func offWorkers(_ method: String, _ target: String) -> Bool {
            screening.runsOffWorkers(HTTPServer.Request(method: method, target: target))
        }
        #expect(offWorkers("GET", "\(base)/People?filterByFormula=1"))
        #expect(offWorkers("GET", "\(base)/People?sort%5B0%5D%5Bfield%5D=Name"))
        #expect(offWorkers("GET", "\(base)/People?view=Adults"))
        #expect(offWorkers("POST", "\(base)/People/listRecords"))
        #expect(!offWorkers("GET", "\(base)/People"))
        #expect(!offWorkers("GET", "\(base)/People?filterByFormula=1&offset=itr1/rec1"))
        #expect(!offWorkers("GET", "\(base)/People/rec1"))
        #expect(!offWorkers("POST", "\(base)/People"))
        #expect(!offWorkers("GET", "/v0/meta/bases/\(TestSchema.baseID)/tables"))
    }
}
