import Basics
import Foundation
import TILServer
import TestSupport
import Testing

/// Issue 15, defect 3: failed logins are limited per client address and per username; past the
/// limit the answer is 429 with `retry-after`, without running bcrypt. An address a user last
/// logged in from is not locked out by others' failures as that user. The clock is injected.
@Suite("Login rate limit")
struct LoginRateLimitTests {
    private func options(_ clock: ManualClock, address: Int, username: Int) -> TILTestServer.Options {
        var options = TILTestServer.Options()
        options.loginRateLimit = LoginRateLimit(
            burstPerAddress: address, burstPerUsername: username, refillInterval: .seconds(60),
            clock: clock)
        return options
    }

    @Test func failuresPerAddressEndIn429WithRetryAfterUntilTheBucketRefills() async throws {
        let clock = ManualClock()
        try await TILTestServer.run(.sqlite, options: options(clock, address: 3, username: 100)) { server in
            for name in ["a", "b", "c"] {
                let failed = try await server.client.send(
                    .post, "/api/users/login", headers: .basic(name, "x"))
                #expect(failed.status == 401)
            }
            let limited = try await server.client.send(
                .post, "/api/users/login", headers: .basic("admin", "password"))
            #expect(limited.status == 429)
            #expect(limited.headers["retry-after"] == "60")
            #expect(limited.errorReason == "Too many failed logins; try again in 60 seconds.")
            clock.advance(by: .seconds(59))
            let almost = try await server.client.send(
                .post, "/api/users/login", headers: .basic("admin", "password"))
            #expect(almost.errorReason == "Too many failed logins; try again in 1 second.")
            clock.advance(by: .seconds(2))
            let allowed = try await server.client.send(
                .post, "/api/users/login", headers: .basic("admin", "password"))
            #expect(allowed.status == 200)
        }
    }

    @Test func failuresPerUsernameAreLimitedAcrossAddresses() async throws {
        let clock = ManualClock()
        try await TILTestServer.run(.sqlite, options: options(clock, address: 100, username: 2)) { server in
            let credentials = "Basic " + Data("admin:wrong".utf8).base64EncodedString()
            let statuses = try await OwnThread.run { [port = server.port] in
                try ["127.0.0.2", "127.0.0.3", "127.0.0.4"].map { source in
                    let connection = try RawConnection(port: port, from: source)
                    try connection.write(
                        "POST /api/users/login HTTP/1.1\r\nHost: t\r\nAuthorization: \(credentials)\r\n\r\n")
                    return try connection.readResponse().status
                }
            }
            #expect(statuses == [401, 401, 429])
            // Another username is not affected.
            let other = try await server.client.send(
                .post, "/api/users/login", headers: .basic("nobody", "x"))
            #expect(other.status == 401)
        }
    }

    @Test func othersFailuresDoNotLockTheOwnerOutWhereTheyLogIn() async throws {
        let clock = ManualClock()
        try await TILTestServer.run(.sqlite, options: options(clock, address: 100, username: 2)) { server in
            let port = server.port
            @Sendable func login(from source: String, password: String) throws -> Int {
                let credentials = "Basic " + Data("admin:\(password)".utf8).base64EncodedString()
                let connection = try RawConnection(port: port, from: source)
                try connection.write(
                    "POST /api/users/login HTTP/1.1\r\nHost: t\r\nAuthorization: \(credentials)\r\n\r\n")
                return try connection.readResponse().status
            }
            let statuses = try await OwnThread.run {
                [
                    try login(from: "127.0.0.5", password: "password"),
                    try login(from: "127.0.0.2", password: "wrong"),
                    try login(from: "127.0.0.3", password: "wrong"),
                    // The username's attempts are spent: a new address waits, even with the password…
                    try login(from: "127.0.0.4", password: "password"),
                    // …but where the owner logged in before, the password works.
                    try login(from: "127.0.0.5", password: "password"),
                    try login(from: "127.0.0.5", password: "wrong"),
                ]
            }
            #expect(statuses == [200, 401, 401, 429, 200, 401])
            // Known for a while only.
            clock.advance(by: .seconds(31 * 86_400))
            _ = try await OwnThread.run {
                (
                    try login(from: "127.0.0.2", password: "wrong"),
                    try login(from: "127.0.0.3", password: "wrong")
                )
            }
            #expect(try await OwnThread.run { try login(from: "127.0.0.5", password: "password") } == 429)
        }
    }

    /// A long made-up username is kept by its digest, and limited as any other.
    @Test func aLongUsernameIsLimitedToo() async throws {
        let clock = ManualClock()
        try await TILTestServer.run(.sqlite, options: options(clock, address: 100, username: 2)) { server in
            let long = String(repeating: "x", count: 5_000)
            var statuses: [Int] = []
            for _ in 0..<3 {
                statuses.append(
                    try await server.client.send(.post, "/api/users/login", headers: .basic(long, "wrong"))
                        .status)
            }
            #expect(statuses == [401, 401, 429])
        }
    }
}
