import Foundation
import TILModels
import Testing

/// `GET /api/acronyms/search?term=` (spec §3.2, §6.1 #6, §13.8): the query is form-decoded (`+` is a
/// space, `%2B` a plus), `term` is required but may be empty, and matching is exact and case-sensitive
/// on `short` or `long`.
@Suite("Search")
struct SearchTests {
    @Test(arguments: Backend.allCases)
    func plusIsASpaceAndPercent2BIsAPlus(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let omg = try await server.api.createAcronym(short: "OMG", long: "Oh My God")
            let cpp = try await server.api.createAcronym(short: "C++", long: "C Plus Plus")
            let cases: [(String, [Acronym])] = [
                ("Oh+My+God", [omg]), ("Oh%20My%20God", [omg]), ("Oh%20My+God", [omg]),
                ("C%2B%2B", [cpp]), ("C++", []), ("C+Plus+Plus", [cpp]), ("C%2BPlus%2BPlus", []),
            ]
            for (term, expected) in cases {
                let found = try await server.api.get([Acronym].self, "/api/acronyms/search?term=\(term)")
                #expect(found == expected, "term=\(term)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func termIsRequiredButMayBeEmpty(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            _ = try await server.api.createAcronym(short: "", long: "Empty short")
            for target in ["/api/acronyms/search", "/api/acronyms/search?", "/api/acronyms/search?other=OMG"]
            {
                let missing = try await server.client.get(target)
                #expect(missing.status == 400, "\(target)")
                #expect(missing.errorReason == "Bad Request", "\(target)")
            }
            // An empty term is a term: it finds the acronym whose short is empty, and nothing else.
            let empty = try await server.api.get([Acronym].self, "/api/acronyms/search?term=")
            #expect(empty.map(\.long) == ["Empty short"])
        }
    }

    @Test(arguments: Backend.allCases)
    func matchingIsExactAndCaseSensitiveOnShortOrLong(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let omg = try await server.api.createAcronym(short: "OMG", long: "Oh My God")
            let god = try await server.api.createAcronym(short: "Oh My God", long: "Deity exclamation")
            for term in ["OM", "omg", "OMG+", "oh+my+god", "Oh+My", "%25", "O_G", "OM%25"] {
                let found = try await server.api.get([Acronym].self, "/api/acronyms/search?term=\(term)")
                #expect(found.isEmpty, "term=\(term)")
            }
            // A term equal to one acronym's long and another's short finds both, in insertion order.
            let both = try await server.api.get([Acronym].self, "/api/acronyms/search?term=Oh+My+God")
            #expect(both == [omg, god])
            let byLong = try await server.api.get(
                [Acronym].self, "/api/acronyms/search?term=Deity+exclamation")
            #expect(byLong == [god])
        }
    }

    @Test(arguments: Backend.allCases)
    func firstIsNotFoundOnAnEmptyTableThenTheOldest(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let empty = try await server.client.get("/api/acronyms/first")
            #expect(empty.status == 404)
            #expect(empty.errorReason == "Not Found")
            let oldest = try await server.api.createAcronym(short: "ZZZ", long: "Last in any sort")
            _ = try await server.api.createAcronym(short: "AAA", long: "First in any sort")
            #expect(try await server.api.get(Acronym.self, "/api/acronyms/first") == oldest)
        }
    }

    @Test(arguments: Backend.allCases)
    func sortedOrdersByShortAscending(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            #expect(try await server.api.get([Acronym].self, "/api/acronyms/sorted").isEmpty)
            for short in ["OMG", "TIL", "LOL", "FORM"] {
                _ = try await server.api.createAcronym(short: short, long: "Meaning of \(short)")
            }
            let sorted = try await server.api.get([Acronym].self, "/api/acronyms/sorted")
            #expect(sorted.map(\.short) == ["FORM", "LOL", "OMG", "TIL"])
            let all = try await server.api.get([Acronym].self, "/api/acronyms")
            #expect(all.map(\.short) == ["OMG", "TIL", "LOL", "FORM"])
        }
    }
}
