import Basics
import Foundation
import TILClient
import TILModels
import Testing

/// `TILSession` without a valid login: a write with no stored token fails before contacting the server;
/// a write whose token the server rejects (401) logs out; reads never need a token. No error text
/// carries the token.
@Suite(.tilServer(auth: .on)) struct SessionUnauthorizedTests {
    static let staleToken = "c3RhbGUgdG9rZW4gdmFsdWU="

    @Test func a401OnAWriteLogsOut() async throws {
        let server = try RunningTILServer.current()
        let session = makeSession(server)
        try session.credentials.save(
            StoredCredentials(token: Self.staleToken, username: "admin"), for: session.configuration.serverKey
        )
        let name = Unique.name("Rejected")

        await #expect {
            try await session.send(TILAPI.Categories.create(name: name))
        } throws: { error in
            guard let error = error as? TILError else { return false }
            return error.failureKind == .authentication && error.status == 401
                && error.message == TILError.mustLogInMessage && error.operation == .createCategory
                && !String(reflecting: error).contains(Self.staleToken)
        }
        #expect(session.authenticationState() == .loggedOut)
        #expect(try await session.send(TILAPI.Categories.all()).allSatisfy { $0.name != name })
    }

    @Test func readsWorkWithARejectedTokenAndKeepIt() async throws {
        let server = try RunningTILServer.current()
        let session = makeSession(server)
        try session.credentials.save(
            StoredCredentials(token: Self.staleToken), for: session.configuration.serverKey)

        let users = try await session.send(TILAPI.Users.all())

        #expect(users.first?.username == "admin")
        #expect(try session.storedToken == Self.staleToken)
    }

    @Test func aWriteWithoutALoginNeverReachesTheServer() async throws {
        let down = try TILRunner(serverDown: .on)
        let session = makeSession(url: down.serverURL, auth: .on)

        await #expect {
            try await session.send(TILAPI.Categories.create(name: "Funny"))
        } throws: { error in
            guard let error = error as? TILError else { return false }
            return error.failureKind == .authentication && error.status == nil
                && error.reason == "no saved login for \(down.serverURL.absoluteString)"
        }
    }
}
