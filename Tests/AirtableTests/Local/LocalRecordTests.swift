import Airtable
import AirtableModel
import Basics
import Foundation
import Testing

/// Every record operation against the real `airtable-local` on loopback, its rate limiter on.
@Suite struct LocalRecordTests {
    @Test func createGetUpdateReplaceDelete() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let day = Date(timeIntervalSince1970: 1_714_521_600)
        let created = try await local.meals.create(
            Meal(
                name: "Porridge", calories: 350, eaten: true, day: day, kind: "Breakfast", tags: ["veg"],
                notes: "oats"))
        #expect(created.id.hasPrefix("rec"))
        #expect(created.fields.day == day)
        #expect(try await local.meals.get(created.id) == created)

        let patched = try await local.meals.update(
            created.id, fields: ["Calories": .number(400), "Notes": .null])
        #expect(patched.fields.calories == 400)
        #expect(patched.fields.notes == nil)
        #expect(patched.fields.kind == "Breakfast")

        let replaced = try await local.meals.replace(created.id, with: Meal(name: "Porridge 2"))
        #expect(replaced.fields == Meal(name: "Porridge 2"))

        try await local.meals.delete(created.id)
        let error = await #expect(throws: AirtableError.self) { _ = try await local.meals.get(created.id) }
        #expect(error.map { $0.failureKind == .notFound } == true)
    }

    @Test func batchesAreChunkedAndKeepOrder() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let created = try await local.seed(23)
        #expect(created.map(\.fields.name) == (1...23).map { "meal \($0)" })
        let updated = try await local.meals.update(
            created.map { (id: $0.id, fields: ["Eaten": CellValue.bool(true)]) })
        #expect(updated.count == 23 && updated.allSatisfy(\.fields.eaten))
        try await local.meals.delete(created.prefix(21).map(\.id))
        #expect(try await local.meals.all().map(\.fields.name) == ["meal 22", "meal 23"])
    }

    @Test func aBatchReplaceLeavesEachRecordExactlyAsGiven() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let created = try await local.seed(12)
        let replaced = try await local.meals.replace(
            created.map { (id: $0.id, fields: Meal(name: "fresh \($0.fields.name)", eaten: true)) })
        #expect(replaced.map(\.id) == created.map(\.id), "in order, over two requests of 10 and 2")
        let stored = try await local.meals.all()
        #expect(stored.count == 12)
        #expect(
            stored.allSatisfy { $0.fields.calories == nil && $0.fields.eaten },
            "what was not given is cleared")
        #expect(Set(stored.map(\.fields.name)) == Set((1...12).map { "fresh meal \($0)" }))
    }

    @Test func typecastCreatesASelectChoice() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let error = await #expect(throws: AirtableError.self) {
            _ = try await local.meals.create(Meal(name: "Tea", kind: "Snack"))
        }
        #expect(error?.type == "INVALID_MULTIPLE_CHOICE_OPTIONS")
        #expect(error?.status == 422)
        let tea = try await local.meals.create(Meal(name: "Tea", kind: "Snack"), typecast: true)
        #expect(tea.fields.kind == "Snack")
        let calories = try await local.cells.create(
            ["Name": .text("Cake"), "Calories": .text("420")], typecast: true)
        #expect(calories.fields["Calories"] == .number(420))
    }

    @Test func upsertReportsCreatedAndUpdated() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        try await local.seed(3)
        let result = try await local.meals.upsert(
            (2...14).map { Meal(name: "meal \($0)", calories: 1) }, fieldsToMergeOn: ["Name"])
        #expect(result.records.count == 13)
        #expect(result.updatedRecordIDs.count == 2)
        #expect(result.createdRecordIDs.count == 11)
        let all = try await local.meals.all()
        #expect(all.count == 14)
        #expect(all.first { $0.fields.name == "meal 1" }?.fields.calories == 10)
        #expect(all.first { $0.fields.name == "meal 3" }?.fields.calories == 1)
    }

    @Test func schemaTablesAndFields() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        #expect(local.schema.fields.map(\.name) == LocalBase.fields.map(\.name))
        #expect(local.schema.field("Name")?.id == local.schema.primaryFieldId)
        let field = try await local.base.createField(
            .number("Rating", precision: 1), inTable: local.schema.id)
        #expect(field.type == .number)
        let tables = try await local.base.tables()
        #expect(tables.map(\.name) == ["Meals"])
        #expect(tables[0].field("Rating")?.id == field.id)
        #expect(tables[0].field("rating") == nil)  // names are exact; a clash ignores case
        #expect(tables[0].field(clashingWith: "rating")?.id == field.id)
        #expect(tables[0].field("Kind")?.choiceNames == ["Breakfast", "Lunch", "Dinner"])
        #expect(!tables[0].views.isEmpty)
        #expect(try await local.base.table(named: local.schema.id)?.name == "Meals")
    }

    @Test func whoami() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        #expect(try await local.client.whoami().id.hasPrefix("usr"))
    }
}
