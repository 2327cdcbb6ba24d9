import Courier
import Foundation
import TILModels
import Testing

/// Who owns an acronym (spec §6.1 #2 and #4, §13.3–4): with authentication the creator, and after a
/// `PUT` the caller — any logged-in user may edit or delete any acronym; without authentication the
/// body's `userID`.
@Suite("Ownership")
struct OwnershipTests {
    @Test(arguments: Backend.allCases)
    func theCallerOwnsWhatItCreatesOrUpdates(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let alice = try await server.api.createUser(name: "Alice", username: "alicea")
            let bob = try await server.api.createUser(name: "Bob", username: "bobb")
            let acronym = try await server.api.createAcronym(short: "OMG", long: "Oh My God", user: alice)
            #expect(acronym.user.id == alice.id)
            let id = try #require(acronym.id)
            let bobToken = try await server.api.login("bobb")
            let update = try await server.client.send(
                .put, "/api/acronyms/\(id)",
                json: #"{"short":"OMG","long":"Oh My Gosh","user":{"id":"\#(try #require(alice.id))"}}"#,
                token: bobToken)
            #expect(update.status == 200)
            let updated = try update.decode(Acronym.self)
            #expect(updated.user.id == bob.id && updated.id == id && updated.long == "Oh My Gosh")
            #expect(try await server.api.get(Acronym.self, "/api/acronyms/\(id)") == updated)
            #expect(try await server.api.get(User.self, "/api/acronyms/\(id)/user") == bob)
            #expect(
                try await server.api.get([Acronym].self, "/api/users/\(try #require(alice.id))/acronyms")
                    .isEmpty)
            let aliceToken = try await server.api.login("alicea")
            let delete = try await server.client.send(
                .delete, "/api/acronyms/\(id)", headers: .bearer(aliceToken))
            #expect(delete.status == 204)
        }
    }

    @Test(arguments: Backend.allCases)
    func withoutAuthenticationTheBodyNamesTheOwner(backend: Backend) async throws {
        try await TILTestServer.run(backend, .chapter11) { server in
            let alice = try await server.api.createUser(name: "Alice", username: "alicea")
            let bob = try await server.api.createUser(name: "Bob", username: "bobb")
            let acronym = try await server.api.createAcronym(user: alice)
            let id = try #require(acronym.id)
            let update = try await server.client.send(
                .put, "/api/acronyms/\(id)",
                json: #"{"short":"TIL","long":"Today","userID":"\#(try #require(bob.id))"}"#)
            #expect(update.status == 200)
            #expect(try await server.api.get(User.self, "/api/acronyms/\(id)/user") == bob)
            let noOwner = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":"X","long":"Y"}"#)
            #expect(noOwner.status == 400)
        }
    }
}
