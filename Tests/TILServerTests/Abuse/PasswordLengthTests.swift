import Foundation
import TILModels
import Testing

@testable import TILServer

/// Issue 15, defect 1: libcrypt refuses passphrases of 512 bytes or more, which used to become a 500.
/// The rule now: a new password is at most bcrypt's 72 bytes (400 otherwise); login checks bcrypt's
/// first 72 bytes of any length, so hashes of longer passwords written by the book still verify.
@Suite("Password length")
struct PasswordLengthTests {
    @Test(arguments: [73, 512, 4096])
    func creatingAUserWithAPasswordPast72BytesIsABadRequest(length: Int) async throws {
        try await TILTestServer.run(.sqlite) { server in
            let body = CreateUserData(
                name: "Long", username: "long\(length)", password: String(repeating: "p", count: length))
            let response = try await server.api.send(
                .post, "/api/users", body, headers: try await server.api.loggedIn())
            #expect(response.status == 400)
            #expect(response.errorReason == "A password must be at most 72 bytes long (UTF-8).")
        }
    }

    @Test func aPasswordOfExactly72BytesWorks() async throws {
        try await TILTestServer.run(.sqlite) { server in
            let password = String(repeating: "é", count: 36)  // 72 bytes of UTF-8
            let body = CreateUserData(name: "Max", username: "max", password: password)
            let created = try await server.api.send(
                .post, "/api/users", body, headers: try await server.api.loggedIn())
            #expect(created.status == 200)
            #expect(try await server.api.login("max", password).count == 24)
        }
    }

    @Test(arguments: [512, 600, 10_000])
    func loggingInWithAHugePasswordIsUnauthorizedNotAnError(length: Int) async throws {
        try await TILTestServer.run(.sqlite) { server in
            let response = try await server.client.send(
                .post, "/api/users/login",
                headers: .basic("admin", String(repeating: "x", count: length)))
            #expect(response.status == 401)
        }
    }

    @Test func hashesOfPasswordsPast72BytesVerifyWithBcryptsFirst72Bytes() throws {
        // What the book's server (and any bcrypt) writes for a longer password: the hash of its first 72 bytes.
        let long = String(repeating: "a", count: 72) + String(repeating: "b", count: 600)
        let hash = try BCrypt.hash(String(long.prefix(72)), cost: 4)
        #expect(BCrypt.verify(long, against: hash))
        #expect(BCrypt.verify(String(long.prefix(72)), against: hash))
        #expect(!BCrypt.verify(String(long.prefix(71)), against: hash))
        #expect(throws: BCrypt.Failure.tooLong) { try BCrypt.hash(long, cost: 4) }
    }
}
