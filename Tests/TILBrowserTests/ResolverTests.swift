import Basics
import Foundation
import TILBrowser
import TILClient
import TILModels
import Testing

/// Naming things by id or by name; ambiguous names list the candidates.
@Suite struct ResolverTests {
    @Test func idsAreFetchedDirectly() async throws {
        let api = StubAPI(routes: ["GET users/\(Fixtures.id(Fixtures.tim))": Fixtures.json(Fixtures.tim)])
        defer { api.cleanUp() }
        let user = try await Resolver(session: api.session).user(
            EntityReference(Fixtures.id(Fixtures.tim).lowercased()))
        #expect(user == Fixtures.tim)
    }

    @Test func usersByUsername() async throws {
        let api = StubAPI(routes: ["GET users": Fixtures.json([Fixtures.admin, Fixtures.tim])])
        defer { api.cleanUp() }
        #expect(try await Resolver(session: api.session).user(.name("timc")) == Fixtures.tim)
        let error = await #expect(throws: TILError.self) {
            try await Resolver(session: api.session).user(.name("nobody"))
        }
        #expect(error?.failureKind == .notFound)
    }

    @Test func ambiguousCategoryNamesListTheCandidates() async throws {
        let twin = TILModels.Category(id: .init(), name: "Teenager")
        let api = StubAPI(routes: [
            "GET categories": Fixtures.json([Fixtures.teenager, twin, Fixtures.funny])
        ])
        defer { api.cleanUp() }
        let resolver = Resolver(session: api.session)
        #expect(try await resolver.category(.name("Funny")) == Fixtures.funny)
        let error = await #expect(throws: TILError.self) { try await resolver.category(.name("Teenager")) }
        #expect(error?.failureKind == .input)
        #expect(error?.reason?.contains(Fixtures.id(Fixtures.teenager)) == true)
        #expect(error?.reason?.contains(twin.id?.uuidString ?? "?") == true)
    }

    @Test func acronymsByShortFormPreferredOverMeaning() async throws {
        let omgMeaning = Acronym(id: .init(), short: "X", long: "OMG", userID: .init())
        let api = StubAPI(routes: ["GET acronyms/search": Fixtures.json([omgMeaning, Fixtures.omg])])
        defer { api.cleanUp() }
        #expect(try await Resolver(session: api.session).acronym(.name("OMG")) == Fixtures.omg)
    }

    /// An id that names nothing is said as such, not as a request that failed.
    @Test func aMissingIDIsNotFound() async {
        let api = StubAPI()
        defer { api.cleanUp() }
        let id = UUID()
        let error = await #expect(throws: TILError.self) {
            try await Resolver(session: api.session).acronym(.id(id))
        }
        #expect(error?.failureKind == .notFound)
        #expect(error?.message == "There is no acronym with the id \(id.uuidString)")
    }
}
