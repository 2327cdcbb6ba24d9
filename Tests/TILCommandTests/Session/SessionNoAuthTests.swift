import Basics
import Foundation
import TILClient
import TILModels
import Testing

/// `TILSession` against a server without logins (chapter 11): no login exists, every write works
/// without a token, acronym bodies name their owner.
@Suite(.tilServer(auth: .off)) struct SessionNoAuthTests {
    @Test func writesNeedNoLoginAndNameTheOwner() async throws {
        let server = try RunningTILServer.current()
        let session = makeSession(server)
        #expect(session.authenticationState() == .notRequired)
        let tim = try await session.send(
            TILAPI.Users.create(CreateUserData(name: "Tim", username: Unique.name("timc"))))
        let ray = try await session.send(
            TILAPI.Users.create(CreateUserData(name: "Ray", username: Unique.name("rayw"))))

        let created = try await session.send(
            TILAPI.Acronyms.create(
                session.acronymData(short: Unique.name("OMG"), long: "Oh My God", userID: tim.id)))
        #expect(created.user.id == tim.id)
        let id = try created.requireID()

        let updated = try await session.send(
            TILAPI.Acronyms.update(
                id, with: session.acronymData(short: created.short, long: "Oh My Gosh", userID: ray.id)))
        #expect(updated.user.id == ray.id && updated.long == "Oh My Gosh")
        #expect(try await session.send(TILAPI.Users.acronyms(of: try ray.requireID())) == [updated])

        let category = try await session.send(TILAPI.Categories.create(name: Unique.name("Funny")))
        try await session.send(TILAPI.Acronyms.attach(id, to: try category.requireID()))
        try await session.send(TILAPI.Acronyms.attach(id, to: try category.requireID()))
        #expect(try await session.send(TILAPI.Acronyms.categories(of: id)) == [category])

        try await session.send(TILAPI.Acronyms.delete(id))
        #expect(try await session.send(TILAPI.Users.acronyms(of: try ray.requireID())).isEmpty)
    }

    @Test func anUnknownOwnerIsRefusedWithTheServersReason() async throws {
        let session = makeSession(try RunningTILServer.current())
        let data = session.acronymData(short: Unique.name("WHO"), long: "Nobody's", userID: UUID())
        await #expect {
            try await session.send(TILAPI.Acronyms.create(data))
        } throws: { error in
            guard let error = error as? TILError else { return false }
            return error.failureKind == .rejected && error.status == 400 && error.reason?.isEmpty == false
                && error.message == "There was a problem saving the acronym"
        }
    }

    @Test func loginIsRefusedLocally() async throws {
        let session = makeSession(try RunningTILServer.current())
        await #expect {
            try await session.login(username: "admin", password: "password")
        } throws: { error in
            (error as? TILError)?.message == TILError.loginsOff.message
        }
    }
}
