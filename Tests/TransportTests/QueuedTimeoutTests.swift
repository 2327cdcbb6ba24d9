import Courier
import Foundation
import TestSupport
import Testing

#if os(Linux)
    /// A request that waits for a connection, every one to its host busy, still fails at its own
    /// deadline: libcurl 7.88 timed it out only once it got a connection, so a request with half a
    /// second answered when the one ahead of it ended, a minute later.
    @Suite(.offCooperativePool) struct QueuedTimeoutTests {
        /// A transport of one connection per host, and a request to `server` that holds it (no
        /// answer) for `timeout`, once the server has accepted its connection.
        private func oneConnectionHeld(on server: LoopbackHTTPServer, for timeout: Duration) async throws -> (
            CurlTransport, Task<HTTPResponse, any Error>
        ) {
            var configuration = CurlTransport.Configuration()
            configuration.maxConnectionsPerHost = 1
            configuration.eventLoopCount = 1
            let transport = try CurlTransport(configuration: configuration)
            let ahead = Task { try await transport.send(.get, server.url("/never"), timeout: timeout) }
            #expect(await eventually { server.acceptedConnections == 1 })
            return (transport, ahead)
        }

        @Test func aRequestWaitingForABusyHostsConnectionTimesOutOnTime() async throws {
            let server = try LoopbackHTTPServer()
            let (transport, ahead) = try await oneConnectionHeld(on: server, for: .seconds(120))
            defer { ahead.cancel() }
            #expect(server.acceptedConnections == 1)

            let start = ContinuousClock.now
            let error = await #expect(throws: TransportError.self) {
                try await transport.send(.get, server.url("/echo"), timeout: .milliseconds(500))
            }
            #expect(error?.kind == .timedOut)
            #expect(error?.message == "no connection to 127.0.0.1:\(server.port) was free within 500 ms")
            // Far below the 120 s of the request ahead; the margin is for a loaded machine (off the
            // cooperative pool, which a full run keeps busy for tens of seconds at a time).
            #expect(start.millisecondsElapsed < 60_000)
            #expect(server.acceptedConnections == 1, "the waiting request never got a connection")

            // The transport goes on: once the request ahead is gone, the host is served.
            ahead.cancel()
            _ = await ahead.result
            let answer = try await transport.send(.get, server.url("/echo"), timeout: .seconds(30))
            #expect(answer.status == 200)
        }

        /// A request that waited, then got its connection and sent its request, is libcurl's to time
        /// out: it says the server sent no answer, not that no connection was free. (libcurl's own
        /// timeout ends it before the loop's grace runs out, so this covers the grace, not the
        /// loop's check that a transfer never sent its request.)
        @Test func aRequestThatGotItsConnectionAfterWaitingTimesOutAsAnyOther() async throws {
            let server = try LoopbackHTTPServer()
            // Held long enough that the request below is sent while it waits, on a loaded machine too.
            let (transport, ahead) = try await oneConnectionHeld(on: server, for: .seconds(5))
            let error = await #expect(throws: TransportError.self) {
                try await transport.send(.get, server.url("/never"), timeout: .seconds(8))
            }
            #expect(error?.kind == .timedOut)
            #expect(error?.message == "127.0.0.1:\(server.port) sent no answer within 8 s")
            #expect(server.acceptedConnections == 2, "it got a connection of its own once the first was cut")
            _ = await ahead.result
        }
    }
#endif
