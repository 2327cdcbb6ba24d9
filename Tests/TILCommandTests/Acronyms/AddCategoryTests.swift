import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms add-category ACRONYM CATEGORY` files the acronym under the category on the server;
/// asking again says it is already there and adds no second link.
@Suite(.tilServer(auth: .on)) struct AddCategoryTests {
    @Test func addingByNamesLinksThemOnceEvenWhenAskedTwice() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("OMG"), "Oh My God")
        let category = try await data.category(Unique.name("Teenager"))
        let til = try TILRunner(server)
        try await til.login()

        let first = try await til.run("acronyms", "add-category", acronym.short, category.name)
        #expect(first.status == ToolExit.success, "\(first)")
        #expect(first.stdout == "Added \(acronym.short) to \(category.name)\n")
        #expect(try await data.categories(of: acronym) == [category])

        let second = try await til.run("acronyms", "add-category", acronym.short, category.name)
        #expect(second.status == ToolExit.success, "\(second)")
        #expect(second.stdout == "\(acronym.short) is already in \(category.name)\n")
        #expect(try await data.categories(of: acronym) == [category])
    }

    @Test func addingByIDsPrintsTheOutcomeAsJSON() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("IMO"), "In My Opinion")
        let first = try await data.category(Unique.name("Opinion"))
        let second = try await data.category(Unique.name("Chat"))
        let til = try TILRunner(server)
        try await til.login()

        for category in [first, second] {
            let result = try await til.run(
                "acronyms", "add-category", try acronym.requireID().uuidString,
                try category.requireID().uuidString, "--json")
            #expect(result.status == ToolExit.success, "\(result)")
            let outcome = try result.json(Outcome.self)
            #expect(outcome.acronym == acronym && outcome.category == category && outcome.result == "added")
        }
        #expect(try await data.categories(of: acronym) == [first, second])
    }

    private struct Outcome: Decodable {
        let acronym: Acronym
        let category: TILModels.Category
        let result: String
    }
}
