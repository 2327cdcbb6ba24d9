import Foundation
import TILModels
import TestSupport
import Testing

/// `til categories create|list|show|acronyms`: categories are saved on the server and shown by name or
/// id with the acronyms filed under them, in the order they were filed.
@Suite(.tilServer(auth: .on)) struct CategoryFlowTests {
    @Test func createSavesTheCategory() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let til = try TILRunner(server)
        try await til.login()
        let name = Unique.name("Teenager")

        let text = try await til.run("categories", "create", "--name", name)
        #expect(text.status == ToolExit.success, "\(text)")
        let held = try #require(try await data.categories().first { $0.name == name })
        #expect(text.stdout == "Created category \(name) (\(try held.requireID().uuidString))\n")

        let json = try await til.run("categories", "create", "--name", name + "-json", "--json")
        #expect(json.status == ToolExit.success, "\(json)")
        let printed = try json.json(TILModels.Category.self)
        #expect(try await data.categories().contains(printed))
    }

    @Test func listShowsEveryCategoryAsATableOrJSON() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let category = try await data.category(Unique.name("Funny"))
        let til = try TILRunner(server)

        let table = try await til.run("categories", "list")
        #expect(table.status == ToolExit.success, "\(table)")
        let id = try category.requireID().uuidString
        #expect(table.tableRow(containing: id) == [category.name, id])

        let json = try await til.run("categories", "--json")
        #expect(try json.json([TILModels.Category].self).contains(category))
    }

    @Test func showAndAcronymsFindTheCategoryByNameWithItsAcronymsInFilingOrder() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let category = try await data.category(Unique.name("Internet"))
        let second = try await data.acronym(Unique.name("LOL"), "Laugh Out Loud")
        let first = try await data.acronym(Unique.name("OMG"), "Oh My God")
        try await data.attach(first, to: category)
        try await data.attach(second, to: category)
        let til = try TILRunner(server)

        let show = try await til.run("categories", "show", category.name)
        #expect(show.status == ToolExit.success, "\(show)")
        let id = try category.requireID().uuidString
        #expect(show.stdout.hasPrefix("\(category.name)\nID \(id)\n\nSHORT"))
        let rows = show.stdout.split(separator: "\n").filter {
            $0.contains(first.short) || $0.contains(second.short)
        }
        #expect(rows.count == 2 && rows.first?.hasPrefix(first.short) == true)

        let showJSON = try await til.run("categories", "show", category.name, "--json")
        let detail = try showJSON.json(CategoryDetail.self)
        #expect(detail.category == category && detail.acronyms == [first, second])

        let acronyms = try await til.run("categories", "acronyms", category.name, "--json")
        #expect(acronyms.status == ToolExit.success, "\(acronyms)")
        #expect(try acronyms.json([Acronym].self) == [first, second])
    }

    private struct CategoryDetail: Decodable {
        let category: TILModels.Category
        let acronyms: [Acronym]
    }
}
