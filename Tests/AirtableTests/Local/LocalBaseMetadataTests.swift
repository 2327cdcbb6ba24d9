import Airtable
import AirtableModel
import Basics
import Foundation
import TestSupport
import Testing

/// Bases listed and created, and tables and fields renamed, through the client against the real
/// `airtable-local` on loopback.
@Suite struct LocalBaseMetadataTests {
    @Test func aCreatedBaseIsListedAndTakesRecords() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let created = try await local.client.createBase(
            NewBase(
                name: "Orders", workspaceID: "wspLocalTests0001",
                tables: [NewTable(name: "Orders", fields: [.singleLineText("Name"), .number("Fee")])]))
        #expect(created.id.hasPrefix("app"))
        #expect(created.tables.map(\.name) == ["Orders"])
        #expect(created.tables.first?.fields.map(\.name) == ["Name", "Fee"])

        let bases = try await local.client.bases()
        #expect(bases.map(\.id).sorted() == [LocalBase.baseID, created.id].sorted())
        #expect(bases.first { $0.id == created.id }?.name == "Orders")

        let orders = local.client.base(created.id).table("Orders", as: [String: CellValue].self)
        try await orders.create(["Name": .text("Manual"), "Fee": .number(120)])
        #expect(try await orders.all().map { $0.fields["Fee"] } == [.number(120)])
    }

    @Test func aBaseThatCannotBeMadeIsAnInputErrorWithTheReason() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let short = NewBase(
            name: "Orders", workspaceID: "wspShort",
            tables: [NewTable(name: "Orders", fields: [.singleLineText("Name")])])
        let error = await #expect(throws: AirtableError.self) { try await local.client.createBase(short) }
        #expect(error?.status == 422)
        #expect(error?.message.contains("wsp and 14 letters or digits") == true)
        #expect(try await local.client.bases().map(\.id) == [LocalBase.baseID])
    }

    @Test func aTableAndAFieldAreRenamedAndDescribed() async throws {
        let local = try await LocalBase()
        defer { local.stop() }
        let table = try await local.base.updateTable(
            local.schema.id, SchemaChanges(name: "Dishes", description: "What was eaten"))
        #expect(table.name == "Dishes" && table.description == "What was eaten")
        let calories = try #require(local.schema.field("Calories"))
        let field = try await local.base.updateField(
            calories.id, inTable: local.schema.id, SchemaChanges(name: "Energy"))
        #expect(field.name == "Energy" && field.id == calories.id)
        let tables = try await local.base.tables()
        #expect(tables.map(\.name) == ["Dishes"])
        #expect(tables.first?.field("Energy")?.id == calories.id)
    }
}
