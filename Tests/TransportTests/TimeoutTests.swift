import Courier
import Foundation
import TestSupport
import Testing

/// A request that gets no answer in time fails with `.timedOut`.
@Suite struct TimeoutTests {
    @Test(arguments: TransportKind.all)
    func perRequestTimeout(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(timeout: .seconds(30))
        let start = ContinuousClock.now

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/never"), timeout: .milliseconds(300))
        }

        #expect(error?.kind == .timedOut)
        // Below the transport's 30 s default: the request's own 300 ms applied. (The margin is for
        // loaded machines and ThreadSanitizer builds: one helper-loaded run took 15 s.)
        #expect(start.millisecondsElapsed < 25_000)
    }

    @Test func curlDefaultTimeoutAppliesAndCoversTheWholeExchange() async throws {
        // /slow sends a byte every 50 ms for 500 ms: data keeps flowing, but the total is too long.
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make(timeout: .milliseconds(200))

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/slow"))
        }

        #expect(error?.kind == .timedOut)
        #expect(error?.message.isEmpty == false)
    }
}
