import Basics
import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// The settings for running behind a proxy, on the real binary: `TIL_MAX_CONNECTIONS_PER_ADDRESS`
/// caps one client address's connections, and `TIL_DRAIN_SECONDS` gives idle kept-alive connections
/// time after SIGTERM to be used once more (answered with `Connection: close`) or closed by their
/// client, and `TIL_TRUSTED_PROXIES` names the proxies whose `X-Forwarded-For` is believed. Values
/// out of range are usage errors.
@Suite(.offCooperativePool)
struct ProxySettingsTests {
    @Test func theCapPerAddressRefusesOneConnectionTooManyFromThatAddressOnly() async throws {
        let server = try await Self.start(["TIL_MAX_CONNECTIONS_PER_ADDRESS": "2"])
        defer { Self.stop(server) }
        let held = try (0..<2).map { _ in try RawConnection(port: server.port) }
        for connection in held {
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
        let third = try RawConnection(port: server.port)
        #expect(third.isClosedByServer(within: .seconds(10)))
        let elsewhere = try RawConnection(port: server.port, from: "127.0.0.2")
        try elsewhere.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try elsewhere.readResponse().status == 200)
    }

    @Test func withADrainPeriodAnIdleConnectionIsServedOnceMoreAfterSIGTERM() async throws {
        let server = try await Self.start(["TIL_DRAIN_SECONDS": "30"])
        let idle = try RawConnection(port: server.port, readTimeout: .seconds(20))
        try idle.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try idle.readResponse().status == 200)
        server.process.send(SIGTERM)
        // New connections are refused at once; give the signal that long to arrive.
        #expect(await eventually { (try? RawConnection(port: server.port)) == nil })
        try idle.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        let last = try idle.readResponse()
        #expect(last.status == 200)
        #expect(last.header("connection")?.lowercased() == "close")
        #expect(idle.isClosedByServer())
        // Its last connection gone, the server does not wait out the 30 s.
        #expect(await server.process.exited() == 0)
    }

    @Test func withoutADrainPeriodIdleConnectionsAreClosedOnSIGTERM() async throws {
        let server = try await Self.start([:])
        let idle = try RawConnection(port: server.port, readTimeout: .seconds(20))
        try idle.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try idle.readResponse().status == 200)
        server.process.send(SIGTERM)
        #expect(idle.isClosedByServer())
        #expect(await server.process.exited() == 0)
    }

    /// Behind a trusted proxy failed logins count per client it names, so one client's failures
    /// do not lock out the others; a client elsewhere cannot name itself as another.
    @Test func failedLoginsCountPerClientBehindATrustedProxy() async throws {
        let server = try await Self.start(["TIL_TRUSTED_PROXIES": "127.0.0.1, ::1"])
        defer { Self.stop(server) }
        @Sendable func login(_ user: String, for client: String, from source: String = "127.0.0.1") throws
            -> Int
        {
            let connection = try RawConnection(port: server.port, from: source)
            let credentials = Data("\(user):wrong".utf8).base64EncodedString()
            try connection.write(
                "POST /api/users/login HTTP/1.1\r\nHost: t\r\nAuthorization: Basic \(credentials)\r\n"
                    + "X-Forwarded-For: \(client)\r\nContent-Length: 0\r\n\r\n")
            return try connection.readResponse().status
        }
        // Attempts sent together: the limit (20, then one every 3 s) is reached however slowly a loaded
        // machine answers each one.
        func burst(
            _ count: Int, as user: String, for client: @escaping @Sendable (Int) -> String,
            from source: String = "127.0.0.1"
        )
            -> [Int]
        {
            let statuses = Locked([Int]())
            DispatchQueue.concurrentPerform(iterations: count) { index in
                let status = (try? login("\(user)\(index)", for: client(index), from: source)) ?? 0
                statuses.withLock { $0.append(status) }
            }
            return statuses.withLock { $0 }
        }
        // The client at the front of a list cannot choose: the proxy's own entry, last, counts.
        let statuses = burst(30, as: "nosuch", for: { "198.51.100.\($0), 203.0.113.7" })
        #expect(statuses.allSatisfy { $0 == 401 || $0 == 429 }, "\(statuses)")
        #expect(statuses.filter { $0 == 401 }.count >= 20 && statuses.contains(429), "\(statuses)")
        #expect(try login("someone", for: "203.0.113.8") == 401, "another client behind the proxy")
        // From an address that is not a trusted proxy the header is ignored.
        #expect(try login("someone", for: "203.0.113.8", from: "127.0.0.2") == 401)
        let untrusted = burst(30, as: "other", for: { _ in "203.0.113.9" }, from: "127.0.0.3")
        #expect(untrusted.contains(429), "\(untrusted)")
        let named = burst(5, as: "someone", for: { _ in "203.0.113.10" }, from: "127.0.0.3")
        #expect(named.contains(429), "the address's own limit, whoever it names: \(named)")
    }

    @Test(arguments: [
        ("TIL_TRUSTED_PROXIES", "nginx"), ("TIL_DRAIN_SECONDS", "61"), ("TIL_DRAIN_SECONDS", "-1"),
        ("TIL_DRAIN_SECONDS", "soon"),
        ("TIL_MAX_CONNECTIONS_PER_ADDRESS", "-1"), ("TIL_MAX_CONNECTIONS_PER_ADDRESS", "many"),
    ])
    func outOfRangeValuesAreUsageErrors(name: String, value: String) async throws {
        let result = try await Command.run(
            try Executables.path("til-server"), ["--port", "0", "--database", ":memory:"],
            environment: [name: value, "TIL_BCRYPT_COST": "4"], timeout: .seconds(120))
        #expect(result.status == 2, "\(result)")
        #expect(result.stderr.contains(name))
    }

    private static func start(_ environment: [String: String]) async throws -> ServerProcess {
        try await ServerProcess.start(
            try Executables.path("til-server"), ["--port", "0", "--database", ":memory:"],
            environment: environment.merging(["TIL_BCRYPT_COST": "4", "LOG_LEVEL": "warning"]) { $1 })
    }

    private static func stop(_ server: ServerProcess) {
        server.process.send(SIGTERM)
        server.process.wait()
    }
}
