import Foundation
import TILModels
import TestSupport
import Testing

/// `til acronyms show` shows the app's detail screen: the acronym, its meaning, its user's name and
/// its categories; by short form or by id; as sections or as JSON.
@Suite(.tilServer(auth: .on)) struct AcronymShowTests {
    @Test func showPrintsTheDetailSections() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("IKR"), "I Know, Right?")
        let funny = try await data.category(Unique.name("Funny"))
        let teen = try await data.category(Unique.name("Teenager"))
        try await data.attach(acronym, to: funny)
        try await data.attach(acronym, to: teen)

        let result = try await TILRunner(server).run("acronyms", "show", acronym.short)

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(
            result.stdout == """
                Acronym
                  \(acronym.short)
                Meaning
                  I Know, Right?
                User
                  Admin
                Categories
                  \(funny.name)
                  \(teen.name)
                ID \(try acronym.requireID().uuidString)

                """)
    }

    @Test func anAcronymInNoCategorySaysSo() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("TTYL"), "Talk To You Later")

        let result = try await TILRunner(server).run("acronyms", "show", acronym.short)

        #expect(result.status == ToolExit.success, "\(result)")
        #expect(result.stdout.hasSuffix("Categories\n  none\nID \(try acronym.requireID().uuidString)\n"))
    }

    @Test func showByIDPrintsJSONMatchingTheServer() async throws {
        let server = try RunningTILServer.current()
        let data = try await ServerData.connect(server)
        let acronym = try await data.acronym(Unique.name("SMH"), "Shaking My Head")
        let category = try await data.category(Unique.name("Online"))
        try await data.attach(acronym, to: category)

        let result = try await TILRunner(server).run(
            "acronyms", "show", try acronym.requireID().uuidString.lowercased(), "--json")

        #expect(result.status == ToolExit.success, "\(result)")
        let detail = try result.json(Detail.self)
        #expect(detail.acronym == acronym)
        #expect(detail.user == User(id: data.adminID, name: "Admin", username: "admin"))
        #expect(detail.categories == [category])
    }

    private struct Detail: Decodable {
        let acronym: Acronym
        let user: User?
        let categories: [TILModels.Category]
    }
}
