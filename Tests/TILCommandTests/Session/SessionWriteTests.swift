import Basics
import Foundation
import TILClient
import TILModels
import Testing

/// `TILSession` writes with a login against the real server: create, update, attach (twice gives one
/// link), detach and delete, each visible in what the server then returns.
@Suite(.tilServer(auth: .on)) struct SessionWriteTests {
    @Test func createUpdateAndDeleteAnAcronym() async throws {
        let server = try RunningTILServer.current()
        let session = makeSession(server)
        let login = try await session.login(username: "admin", password: "password")
        let short = Unique.name("OMG")

        let created = try await session.send(
            TILAPI.Acronyms.create(session.acronymData(short: short, long: "Oh My God", userID: nil)))
        let id = try created.requireID()
        #expect(created.short == short && created.user.id == login.userID)
        #expect(try await session.send(TILAPI.Acronyms.get(id)) == created)

        let updated = try await session.send(
            TILAPI.Acronyms.update(
                id, with: session.acronymData(short: short, long: "Oh My Gosh", userID: nil)))
        #expect(updated.id == id && updated.long == "Oh My Gosh")
        #expect(try await session.send(TILAPI.Acronyms.get(id)).long == "Oh My Gosh")

        try await session.send(TILAPI.Acronyms.delete(id))
        await #expect {
            try await session.send(TILAPI.Acronyms.get(id))
        } throws: { error in
            (error as? TILError)?.failureKind == .notFound && (error as? TILError)?.status == 404
        }
    }

    @Test func attachingTwiceMakesOneLinkAndDetachRemovesIt() async throws {
        let server = try RunningTILServer.current()
        let session = makeSession(server)
        try await session.login(username: "admin", password: "password")
        let acronym = try await session.send(
            TILAPI.Acronyms.create(CreateAcronymData(short: Unique.name("LOL"), long: "Laugh Out Loud")))
        let category = try await session.send(TILAPI.Categories.create(name: Unique.name("Funny")))
        let acronymID = try acronym.requireID()
        let categoryID = try category.requireID()

        try await session.send(TILAPI.Acronyms.attach(acronymID, to: categoryID))
        try await session.send(TILAPI.Acronyms.attach(acronymID, to: categoryID))

        #expect(try await session.send(TILAPI.Acronyms.categories(of: acronymID)) == [category])
        #expect(try await session.send(TILAPI.Categories.acronyms(of: categoryID)) == [acronym])

        try await session.send(TILAPI.Acronyms.detach(acronymID, from: categoryID))
        #expect(try await session.send(TILAPI.Acronyms.categories(of: acronymID)).isEmpty)
    }

    @Test func createAUserWithAPasswordTheyCanLogInWith() async throws {
        let server = try RunningTILServer.current()
        let admin = makeSession(server)
        try await admin.login(username: "admin", password: "password")
        let username = Unique.name("alice")

        let user = try await admin.send(
            TILAPI.Users.create(CreateUserData(name: "Alice", username: username, password: "wonderland")))

        let alice = makeSession(server)
        #expect(try await alice.login(username: username, password: "wonderland").userID == user.id)
    }
}
