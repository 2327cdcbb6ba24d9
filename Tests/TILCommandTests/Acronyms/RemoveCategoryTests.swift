import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms remove-category ACRONYM CATEGORY` takes the acronym out of the category on the
/// server; asking again says it is not there and sends nothing. Names, ids, `--json` and exit codes
/// are those of `add-category`.
@Suite(.tilServer(auth: .on)) struct RemoveCategoryTests {
    @Test func removingByNamesUnlinksOnlyThatCategoryEvenWhenAskedTwice() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("OMG"), "Oh My God")
        let teenager = try await data.category(Unique.name("Teenager"))
        let funny = try await data.category(Unique.name("Funny"))
        try await data.attach(acronym, to: teenager)
        try await data.attach(acronym, to: funny)
        let til = try TILRunner(server)
        try await til.login()

        let first = try await til.run("acronyms", "remove-category", acronym.short, teenager.name)
        #expect(first.status == ToolExit.success, "\(first)")
        #expect(first.stdout == "Removed \(acronym.short) from \(teenager.name)\n")
        #expect(try await data.categories(of: acronym) == [funny])

        let second = try await til.run("acronyms", "remove-category", acronym.short, teenager.name)
        #expect(second.status == ToolExit.success, "\(second)")
        #expect(second.stdout == "\(acronym.short) is not in \(teenager.name)\n")
        #expect(try await data.categories(of: acronym) == [funny])
    }

    @Test func removingByIDsPrintsTheOutcomeAsJSON() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("IMO"), "In My Opinion")
        let opinion = try await data.category(Unique.name("Opinion"))
        let chat = try await data.category(Unique.name("Chat"))
        try await data.attach(acronym, to: opinion)
        let til = try TILRunner(server)
        try await til.login()

        for (category, expected) in [(opinion, "removed"), (chat, "notAttached")] {
            let result = try await til.run(
                "acronyms", "remove-category", try acronym.requireID().uuidString,
                try category.requireID().uuidString, "--json")
            #expect(result.status == ToolExit.success, "\(result)")
            let outcome = try result.json(Outcome.self)
            #expect(outcome.acronym == acronym && outcome.category == category && outcome.result == expected)
        }
        #expect(try await data.categories(of: acronym).isEmpty)
    }

    @Test func anUnknownAcronymOrCategoryExitsThree() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("LOL"), "Laugh Out Loud")
        let category = try await data.category(Unique.name("Internet"))
        try await data.attach(acronym, to: category)
        let til = try TILRunner(server)
        try await til.login()

        let noCategory = try await til.run(
            "acronyms", "remove-category", acronym.short, Unique.name("Missing"), "--json")
        #expect(noCategory.status == ToolExit.notFound, "\(noCategory)")
        #expect(try noCategory.jsonError().kind == "notFound")
        #expect(try noCategory.jsonError().exitCode == ToolExit.notFound)
        let noAcronym = try await til.run("acronyms", "remove-category", Unique.name("NOPE"), category.name)
        #expect(noAcronym.status == ToolExit.notFound, "\(noAcronym)")
        #expect(noAcronym.stderr.hasPrefix("Error: There is no acronym called"))
        #expect(try await data.categories(of: acronym) == [category])
    }

    private struct Outcome: Decodable {
        let acronym: Acronym
        let category: TILModels.Category
        let result: String
    }
}
