import Airtable
import Basics
import Foundation
import Testing

/// Built formulas mean what they say: evaluated by the local server, a comparison with adversarial
/// text matches exactly the record holding that text, and field names with braces work.
@Suite struct FormulaEvaluationTests {
    static let adversarial = [
        "O'Brien", #"back\slash"#, #"ends with \"#, #"\'); OR(TRUE(), '"#, "{Name}", "}{", "line 1\nline 2",
        "🍕 pizza 👩‍👩‍👧", #"double "quotes""#, "' & '", "", "tab\there", "%27+%26", "x' = 'x",
    ]

    @Test func textValuesNeverChangeTheFormula() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let names = Self.adversarial.filter { !$0.isEmpty }
        let created = try await local.meals.create(names.map { Meal(name: $0, notes: "n") })
        for (name, record) in zip(names, created) {
            let found = try await local.meals.all(
                ListOptions(filterByFormula: Formula.field("Name") == .text(name)))
            #expect(found.map(\.id) == [record.id], "\(name.debugDescription) → \(Formula.text(name))")
            let search = try await local.meals.all(
                ListOptions(filterByFormula: .contains(name, inField: "Name")))
            #expect(search.map(\.id).contains(record.id), "\(name.debugDescription)")
        }
        let none = try await local.meals.all(ListOptions(filterByFormula: Formula.field("Name") == .text("")))
        #expect(none.isEmpty)
    }

    @Test func fieldNamesWithBracesQuotesAndEmoji() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let fieldNames = ["a}b", "{x}", "it's", "🍕 count", #"back\slash"#]
        for name in fieldNames {
            _ = try await local.base.createField(.singleLineText(name), inTable: local.schema.id)
        }
        for name in fieldNames {
            let record = try await local.cells.create(["Name": .text("holder of \(name)"), name: .text("v")])
            let found = try await local.cells.all(
                ListOptions(filterByFormula: Formula.field(name) == .text("v")))
            #expect(found.map(\.id) == [record.id], "\(name) → \(Formula.field(name))")
        }
    }

    @Test func logicDatesAndRecordIDs() async throws {
        let local = try await LocalBase(serverRateLimits: false, clientLimits: .unlimited)
        defer { local.stop() }
        let may1 = Date(timeIntervalSince1970: 1_714_521_600)
        let created = try await local.meals.create([
            Meal(name: "a", calories: 100, eaten: true, day: may1),
            Meal(name: "b", calories: 200, day: may1.addingTimeInterval(86_400 * 3)),
            Meal(name: "c", calories: 300, eaten: true, day: may1.addingTimeInterval(86_400 * 9)),
        ])
        func names(_ formula: Formula) async throws -> [String] {
            try await local.meals.all(ListOptions(filterByFormula: formula, sort: [.ascending("Name")])).map(
                \.fields.name)
        }
        #expect(
            try await names(
                .and(Formula.field("Eaten") == .bool(true), Formula.field("Calories") > .number(150))) == [
                    "c"
                ])
        #expect(
            try await names(.or(Formula.field("Name") == .text("a"), .not(.field("Eaten")))) == ["a", "b"])
        #expect(
            try await names(.isBefore(.field("Day"), .day(may1.addingTimeInterval(86_400 * 5)))) == [
                "a", "b",
            ])
        #expect(try await names(.isSame(.field("Day"), .day(may1))) == ["a"])
        // Midnight UTC on 1 May is the evening of 30 April in Los Angeles.
        let dayInLosAngeles = Formula.dateTimeFormat(
            .field("Day"), "YYYY-MM-DD", timeZone: "America/Los_Angeles")
        #expect(dayInLosAngeles.description.contains("SET_TIMEZONE({Day}, 'America/Los_Angeles')"))
        #expect(try await names(dayInLosAngeles == .text("2024-04-30")) == ["a"])
        #expect(try await names(.dateTimeFormat(.field("Day"), "YYYY-MM-DD") == .text("2024-05-04")) == ["b"])
        let japaneseWeekday = Formula.dateTimeFormat(
            .field("Day"), "dddd", timeZone: "Asia/Tokyo", locale: "ja")
        #expect(try await names(japaneseWeekday == .text("水曜日")) == ["a"])
        #expect(try await names(.recordID() == .text(created[1].id)) == ["b"])
        #expect(try await names(.match(["Name": .text("c"), "Calories": .number(300)])) == ["c"])
    }
}
