import Courier
import Foundation
import SQL
import TILModels
import TILServer
import TestSupport
import Testing

/// Where the server improves on the book (spec §14): client mistakes the book answered with 500 get a
/// 4xx with the standard body, and attaching a pair twice keeps one link.
@Suite("Improvements on the book")
struct ImprovementTests {
    @Test(arguments: Backend.allCases, APILevel.allCases)
    func aTakenUsernameOrIDIsAConflict(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let tim = try await server.api.createUser(name: "Tim", username: "timc")
            let auth = try await server.api.loggedIn()
            let duplicates = [
                CreateUserData(name: "Tim2", username: "timc", password: "x"),
                CreateUserData(id: tim.id, name: "Tim3", username: "timothy", password: "x"),
            ]
            for body in duplicates {
                let response = try await server.api.send(.post, "/api/users", body, headers: auth)
                #expect(response.status == 409, "\(response)")
                #expect(response.contentType == "application/json; charset=utf-8")
                #expect(response.errorReason?.isEmpty == false, "\(response)")
            }
            let category = try await server.api.createCategory(name: "Chosen")
            let again = try await server.api.send(
                .post, "/api/categories", TILModels.Category(id: category.id, name: "Again"), headers: auth)
            #expect(again.status == 409, "\(again)")
            #expect(again.errorReason?.isEmpty == false)

            let users = try await server.api.get([User].self, "/api/users")
            #expect(users.filter { $0.username.hasPrefix("tim") } == [tim])
            #expect(try await server.api.get([TILModels.Category].self, "/api/categories") == [category])
        }
    }

    /// A username is one however its letters are composed: `zoë` with one letter `ë`, or with `e`
    /// and a combining diaeresis, as some keyboards send it. It is kept composed. (Case still
    /// counts, as in the book.)
    @Test(arguments: Backend.allCases)
    func aUsernameIsOneHoweverItsLettersAreComposed(backend: Backend) async throws {
        try await TILTestServer.run(backend, .chapter19) { server in
            let composed = "zo\u{EB}"
            let decomposed = "zoe\u{308}"
            let zoe = try await server.api.createUser(name: "Zoë", username: decomposed)
            #expect(Array(zoe.username.unicodeScalars) == Array(composed.unicodeScalars))

            let auth = try await server.api.loggedIn()
            let again = try await server.api.send(
                .post, "/api/users", CreateUserData(name: "Zoë 2", username: composed, password: "x"),
                headers: auth)
            #expect(again.status == 409, "\(again)")
            _ = try await server.api.login(composed, "password")
            _ = try await server.api.login(decomposed, "password")
        }
    }

    /// With logins on, a username with a colon is refused: Basic authentication ends the name at
    /// the first colon, so it could never log in.
    @Test(arguments: Backend.allCases)
    func aUsernameWithAColonIsRefused(backend: Backend) async throws {
        try await TILTestServer.run(backend, .chapter19) { server in
            let auth = try await server.api.loggedIn()
            let refused = try await server.api.send(
                .post, "/api/users", CreateUserData(name: "Colon", username: "co:lon", password: "password1"),
                headers: auth)
            #expect(refused.status == 400, "\(refused)")
            #expect(refused.text.contains("must not contain ':'"), "\(refused)")
        }
    }

    /// A username saved before usernames were kept composed is composed when the server starts: it
    /// is found whichever way it is typed, and a new user cannot take it in the other form. Two
    /// users already saved in two forms are left as they are.
    @Test(arguments: Backend.allCases)
    func usernamesSavedBeforeAreComposed(backend: Backend) async throws {
        try backend.skipIfUnavailable()
        let stored = try await OwnThread.run {
            let storage = try TestDatabase.create(backend, connections: 1)
            defer { storage.destroy() }
            let all = TILMigrations.all(admin: nil)
            try Migrator.migrate(storage.database, all.filter { $0.name != "ComposeUsernames" })
            let store = UserStore(database: storage.database)
            for (name, username) in [("Zoë", "zoe\u{308}"), ("Renée", "rene\u{301}e"), ("René", "ren\u{E9}")]
            {
                _ = try store.create(id: nil, name: name, username: username, passwordHash: nil)
            }
            _ = try store.create(id: nil, name: "René 2", username: "rene\u{301}", passwordHash: nil)
            try Migrator.migrate(storage.database, all)
            let users = try store.all()
            let taken: String
            do {
                _ = try store.create(id: nil, name: "Zoë 2", username: "zo\u{EB}", passwordHash: nil)
                taken = "created"
            } catch {
                taken = "\(error)"
            }
            return (users.map { Array($0.username.unicodeScalars) }, taken)
        }
        #expect(
            stored.0 == [
                Array("zo\u{EB}".unicodeScalars), Array("ren\u{E9}e".unicodeScalars),
                Array("ren\u{E9}".unicodeScalars), Array("rene\u{301}".unicodeScalars),
            ])
        #expect(stored.1 == #"conflict("A user with this username or id already exists")"#)
    }

    @Test(arguments: Backend.allCases)
    func anUnknownOwnerIsABadRequest(backend: Backend) async throws {
        try await TILTestServer.run(backend, .chapter11) { server in
            let acronym = try await server.api.createAcronym()
            let nobody = UUID()
            let create = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":"X","long":"Y","userID":"\#(nobody)"}"#)
            #expect(create.status == 400, "\(create)")
            #expect(create.errorReason?.isEmpty == false)
            let update = try await server.client.send(
                .put, "/api/acronyms/\(try #require(acronym.id))",
                json: #"{"short":"X","long":"Y","userID":"\#(nobody)"}"#)
            #expect(update.status == 400, "\(update)")
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == [acronym])
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func attachingTwiceKeepsOneLink(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let teenager = try await server.api.createCategory(name: "Teenager")
            let funny = try await server.api.createCategory(name: "Funny")
            let omg = try await server.api.createAcronym(short: "OMG")
            try await server.api.attach(omg, to: teenager)
            try await server.api.attach(omg, to: funny)
            try await server.api.attach(omg, to: teenager)  // 201 again, checked by attach
            let id = try #require(omg.id)
            #expect(
                try await server.api.get([TILModels.Category].self, "/api/acronyms/\(id)/categories") == [
                    teenager, funny,
                ])
            let members = try await server.api.get(
                [Acronym].self, "/api/categories/\(try #require(teenager.id))/acronyms")
            #expect(members == [omg])
            let detach = try await server.client.send(
                .delete, "/api/acronyms/\(id)/categories/\(try #require(teenager.id))",
                headers: try await server.api.loggedIn())
            #expect(detach.status == 204)
            #expect(
                try await server.api.get([TILModels.Category].self, "/api/acronyms/\(id)/categories") == [
                    funny
                ])
        }
    }
}
