import Courier
import Foundation
import TestSupport
import Testing

/// A request that gets no answer in time fails with `.timedOut`.
@Suite struct TimeoutTests {
    @Test(arguments: TransportKind.all)
    func perRequestTimeout(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make(timeout: .seconds(120))
        let start = ContinuousClock.now

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/never"), timeout: .milliseconds(300))
        }

        #expect(error?.kind == .timedOut)
        if kind == .curl {
            #expect(
                error?.message == "127.0.0.1:\(server.port) sent no answer within 300 ms")
        }
        // Well below the transport's 120 s default: the request's own 300 ms applied. The margin is
        // for loaded machines: the time includes waiting for a thread of the cooperative pool, which
        // the rest of the suite keeps busy (26 s in a full run with six busy loops beside it).
        #expect(start.millisecondsElapsed < 90_000)
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
