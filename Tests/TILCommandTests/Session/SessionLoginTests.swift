import Basics
import Foundation
import TILClient
import TILModels
import Testing

/// `TILSession.login` against the real server: a good login stores the token for this server only; a
/// refused one throws the app's message and stores nothing; `logout` revokes it on the server and
/// forgets it here.
@Suite(.tilServer(auth: .on)) struct SessionLoginTests {
    @Test func loginStoresTheTokenAndLogoutRevokesAndForgetsIt() async throws {
        let server = try RunningTILServer.current()
        let session = makeSession(server)
        #expect(session.authenticationState() == .loggedOut)

        let stored = try await session.login(username: "admin", password: "password")

        let admin = try #require(try await session.send(TILAPI.Users.all()).first)
        #expect(stored.username == "admin" && stored.userID == admin.id)
        #expect(stored.token.count == 24)
        #expect(try session.storedToken == stored.token)
        #expect(session.authenticationState() == .loggedIn(username: "admin"))
        #expect(!"\(stored)".contains(stored.token) && !String(reflecting: stored).contains(stored.token))

        #expect(try await session.logout() == .revoked)
        #expect(session.authenticationState() == .loggedOut)
        #expect(try session.storedToken == nil)

        // The token is dead on the server too: a copy of it kept somewhere opens nothing.
        try session.credentials.save(stored, for: session.configuration.serverKey)
        await #expect {
            try await session.send(TILAPI.Categories.create(name: Unique.name("Revoked")))
        } throws: { error in
            (error as? TILError)?.status == 401
        }
        #expect(try await session.logout() == .nothingSaved, "the 401 already removed the dead login")
    }

    @Test func logoutEndsOnlyItsOwnLogin() async throws {
        let server = try RunningTILServer.current()
        let phone = makeSession(server)
        let laptop = makeSession(server)
        try await phone.login(username: "admin", password: "password")
        try await laptop.login(username: "admin", password: "password")

        #expect(try await phone.logout() == .revoked)
        let name = Unique.name("Laptop")
        #expect(try await laptop.send(TILAPI.Categories.create(name: name)).name == name)
    }

    /// A logout everywhere ends every login of the user (a lost phone's too) and no other user's;
    /// a login that had already ended cannot speak for the user's others, and says so.
    @Test func logoutEverywhereEndsEveryLoginOfTheUser() async throws {
        let server = try RunningTILServer.current()
        let admin = makeSession(server)
        try await admin.login(username: "admin", password: "password")
        let username = Unique.name("lost")
        _ = try await admin.send(
            TILAPI.Users.create(CreateUserData(name: "Lost Phone", username: username, password: "password")))
        let (phone, laptop) = (makeSession(server), makeSession(server))
        try await phone.login(username: username, password: "password")
        try await laptop.login(username: username, password: "password")
        let phoneToken = try #require(try phone.storedToken)

        #expect(try await laptop.logout(everywhere: true) == .revoked)
        #expect(try laptop.storedToken == nil)
        await #expect {
            try await phone.send(TILAPI.Categories.create(name: Unique.name("Lost")))
        } throws: { error in
            (error as? TILError)?.status == 401
        }
        let name = Unique.name("Admin's")
        #expect(
            try await admin.send(TILAPI.Categories.create(name: name)).name == name, "another user's login")

        try phone.credentials.save(StoredCredentials(token: phoneToken), for: phone.configuration.serverKey)
        #expect(
            try await phone.logout(everywhere: true)
                == .stillValid(reason: "the saved login had already ended there", kind: .authentication))
        #expect(try phone.storedToken == nil)
    }

    @Test func anUnreachableServerIsLoggedOutOfHereAndTheTokenNamedStillValid() async throws {
        let down = try TILRunner(serverDown: .on)
        let session = makeSession(url: down.serverURL, auth: .on)
        try session.credentials.save(
            StoredCredentials(token: "dG9rZW4="), for: session.configuration.serverKey)
        guard case .stillValid(let reason, let kind) = try await session.logout() else {
            Issue.record("expected the token to be named still valid")
            return
        }
        #expect(reason == "the TIL server could not be reached")
        #expect(kind == .unavailable)
        #expect(session.authenticationState() == .loggedOut)
    }

    @Test func aRefusedLoginThrowsAndStoresNothing() async throws {
        let session = makeSession(try RunningTILServer.current())
        await #expect {
            try await session.login(username: "admin", password: "guess")
        } throws: { error in
            guard let error = error as? TILError else { return false }
            return error.failureKind == .authentication && error.status == 401 && error.operation == .login
                && error.message == "Could not log in. Check your credentials and try again"
                && !String(reflecting: error).contains("guess")
        }
        #expect(try session.storedToken == nil)
    }

    @Test func eachLoginGetsANewToken() async throws {
        let session = makeSession(try RunningTILServer.current())
        let first = try await session.login(username: "admin", password: "password")
        let second = try await session.login(username: "admin", password: "password")
        #expect(first.token != second.token)
        #expect(try session.storedToken == second.token)
    }
}
