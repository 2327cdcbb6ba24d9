import Airtable
import AirtableModel
import Basics
import Foundation
import Testing

/// Listing against the real `airtable-local`: every parameter, paging, the POST switch, expiry.
@Suite struct LocalListingTests {
    @Test func pagingThroughAThousandRecords() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        try await local.seed(1_000)
        var pages = 0
        var names: [String] = []
        for try await page in local.meals.list() {
            pages += 1
            names += page.map(\.fields.name)
        }
        #expect(pages == 10)
        #expect(names == (1...1_000).map { "meal \($0)" })
        var count = 0
        for try await _ in local.meals.list(ListOptions(pageSize: 33)).records { count += 1 }
        #expect(count == 1_000)
    }

    @Test func everyListParameter() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        try await local.seed(12)
        var options = ListOptions(fields: ["Name", "Calories"], pageSize: 4, sort: [.descending("Calories")])
        options.filterByFormula = Formula.field("Calories") >= .number(50)
        options.maxRecords = 6
        options.recordMetadata = [.commentCount]
        let records = try await local.meals.all(options)
        #expect(
            records.map(\.fields.name) == ["meal 12", "meal 11", "meal 10", "meal 9", "meal 8", "meal 7"])
        #expect(records.allSatisfy { $0.commentCount == 0 })

        let byID = try await local.cells.first(ListOptions(returnFieldsByFieldId: true))
        #expect(byID?.fields.keys.allSatisfy { $0.hasPrefix("fld") } == true)

        let view = local.schema.views.first?.name ?? "Grid view"
        #expect(try await local.meals.all(ListOptions(view: view)).count == 12)

        var text = ListOptions(fields: ["Calories"], maxRecords: 1)
        text.cellFormat = .string(timeZone: "Europe/Berlin", userLocale: "en-gb")
        let first = try await local.cells.all(text).first
        #expect(first?.fields["Calories"] == .text("10"))
    }

    @Test func aFormulaOverSixteenThousandCharactersGoesByPOST() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let seeded = try await local.seed(12)
        let wanted = [seeded[2].id, seeded[7].id]
        let decoys = (0..<1_000).map { n in
            "rec" + String(repeating: "Z", count: 14 - String(n).count) + String(n)
        }
        let formula = Formula.recordID(in: decoys + wanted)
        #expect(formula.text.count > 16_000)
        var options = ListOptions(filterByFormula: formula)
        options.cellFormat = .string(timeZone: "UTC", userLocale: "en-gb")
        let found = try await local.cells.all(options)
        #expect(Set(found.map(\.id)) == Set(wanted))
    }

    @Test func anExpiredIteratorRestartsOrFails() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        try await local.seed(5)
        var iterator = local.meals.list(ListOptions(pageSize: 2)).records.makeAsyncIterator()
        var names: [String] = []
        for _ in 0..<3 { names += try await iterator.next().map { [$0.fields.name] } ?? [] }
        local.server.clock.advance(by: .seconds(3_600))
        while let record = try await iterator.next() { names.append(record.fields.name) }
        #expect(names == (1...5).map { "meal \($0)" })

        var failing = local.meals.list(ListOptions(pageSize: 2, onIteratorExpired: .fail)).makeAsyncIterator()
        _ = try await failing.next()
        local.server.clock.advance(by: .seconds(3_600))
        let error = await #expect(throws: AirtableError.self) { _ = try await failing.next() }
        #expect(error?.type == .iteratorNotAvailable)
    }
}
