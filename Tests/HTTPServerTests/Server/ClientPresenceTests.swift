import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

/// Issue 29: a handler that works long can ask whether its client is still connected
/// (`Request.clientPresence`), also while its connection is suspended on the expensive-work pool.
@Suite("A handler sees its client go", .offCooperativePool)
struct ClientPresenceTests {
    /// What `/wait` saw when it stopped waiting: `true` once its client had gone.
    final class Seen: Sendable {
        let gone = Locked<Bool?>(nil)
    }

    /// `/wait` (off the workers) waits up to 30 s for its client to go; `/here` answers at once
    /// whether its client is connected.
    private struct Waiting: RequestScreening {
        let seen: Seen
        func respond(to request: Request) throws -> Response {
            if request.path == "/wait" {
                let deadline = ContinuousClock.now + .seconds(30)
                while !request.clientPresence.hasGone && ContinuousClock.now < deadline {
                    Thread.sleep(forTimeInterval: 0.01)
                }
                let gone = request.clientPresence.hasGone
                seen.gone.withLock { $0 = gone }
            }
            return .text(request.clientPresence.hasGone ? "gone" : "here")
        }
        func runsOffWorkers(_ request: Request) -> Bool { request.path == "/wait" }
    }

    @Test("a client that closes its connection is seen gone by its request's handler")
    func closedClientIsGone() throws {
        let seen = Seen()
        let server = Server(configuration: .test(), responder: Waiting(seen: seen))
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(10)) }
        let connection = try RawConnection(port: port)
        try connection.write("GET /wait HTTP/1.1\r\nHost: t\r\n\r\n")
        Thread.sleep(forTimeInterval: 0.2)
        #expect(seen.gone.withLock { $0 } == nil)  // still waiting: the client is there
        connection.close()
        let deadline = ContinuousClock.now + .seconds(20)
        while seen.gone.withLock({ $0 }) == nil && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        #expect(seen.gone.withLock { $0 } == true)
    }

    @Test("a connected client, and a request not from the network, are present")
    func connectedClientIsHere() throws {
        let server = Server(configuration: .test(), responder: Waiting(seen: Seen()))
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(10)) }
        let connection = try RawConnection(port: port)
        defer { connection.close() }
        for _ in 0..<3 {
            try connection.write("GET /here HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().text == "here")
        }
        #expect(!Request(method: "GET", target: "/here").clientPresence.hasGone)
    }
}
