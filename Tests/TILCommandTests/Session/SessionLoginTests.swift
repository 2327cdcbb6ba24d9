import Basics
import Foundation
import TILClient
import TILModels
import Testing

/// `TILSession.login` against the real server: a good login stores the token for this server only; a
/// refused one throws the app's message and stores nothing; `logout` forgets it.
@Suite(.tilServer(auth: .on)) struct SessionLoginTests {
    @Test func loginStoresTheTokenAndLogoutForgetsIt() async throws {
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

        try session.logout()
        #expect(session.authenticationState() == .loggedOut)
        #expect(try session.storedToken == nil)
    }

    @Test func aRefusedLoginThrowsAndStoresNothing() async throws {
        let session = makeSession(try RunningTILServer.current())
        await #expect {
            try await session.login(username: "admin", password: "guess")
        } throws: { error in
            guard let error = error as? TILError else { return false }
            return error.failureKind == .authentication && error.status == 401 && error.operation == .login
                && error.message == "Could not login. Check your credentials and try again"
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
