import Foundation
import HTTPServer
import TILModels
import Testing

@testable import TILServer

/// The acronym lists and the by-id route are written straight from database rows (`AcronymStore.forEach`,
/// `withRow`); they must be byte for byte what writing the models gives — escapes, Unicode, upper-case
/// UUIDs — on both engines.
@Suite("Acronyms written from rows")
struct StreamedListTests {
    @Test(arguments: Backend.allCases)
    func listsMatchTheModelsByteForByte(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let texts = [
                "plain", "a/b", "\"quoted\"", "back\\slash", "tab\tline\nfeed\u{1}", "café", "東京 😀", "",
            ]
            var created: [Acronym] = []
            for text in texts {
                created.append(
                    try await server.api.createAcronym(short: text.isEmpty ? "E" : text, long: text))
            }
            let category = try await server.api.createCategory(name: "Mixed")
            for acronym in created.reversed() { try await server.api.attach(acronym, to: category) }
            let userID = try #require(created.first?.user.id)
            let categoryID = try #require(category.id)

            let store = AcronymStore(database: server.storage.database)
            let lists: [(String, AcronymList)] = [
                ("/api/acronyms", .all), ("/api/acronyms/sorted", .sorted),
                ("/api/acronyms/search?term=a%2Fb", .search("a/b")),
                ("/api/acronyms/search?term=%E6%9D%B1%E4%BA%AC%20%F0%9F%98%80", .search("東京 😀")),
                ("/api/users/\(userID)/acronyms", .owned(by: userID)),
                ("/api/categories/\(categoryID)/acronyms", .inCategory(categoryID)),
            ]
            for (target, list) in lists {
                let models = try store.list(list)
                #expect(!models.isEmpty, "\(target)")
                let response = try await server.client.get(target)
                #expect(response.status == 200, "\(target)")
                #expect(Array(response.body) == Response.json(models).body, "\(target): \(response.text)")
            }
            for acronym in created {
                let id = try #require(acronym.id)
                let response = try await server.client.get("/api/acronyms/\(id)")
                #expect(response.status == 200)
                #expect(Array(response.body) == Response.json(acronym).body, "\(response.text)")
            }
            let all = try await server.api.get([Acronym].self, "/api/acronyms")
            #expect(all == created)
        }
    }
}
