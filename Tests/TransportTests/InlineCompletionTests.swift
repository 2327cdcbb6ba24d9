import Courier
import Foundation
import TestSupport
import Testing

/// A lone caller of `CurlTransport` waits on its own transfer for a short window before handing it to
/// the loop thread: responses that come late, connections the server closes while parked, and a second
/// caller arriving mid-wait must all still end correctly.
@Suite struct InlineCompletionTests {
    @Test(arguments: TransportKind.all)
    func aLoneCallerGetsResponsesSlowerThanItsWindow(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        // Slower than the inline window (1 ms), so each is handed over; then fast ones again, which the
        // policy must pick up inline once more.
        for delay in [5, 20, 5, 20, 5, 0, 0, 0, 0, 0, 0, 0] {
            let response = try await transport.send(.get, server.url("/delay/\(delay)"))
            #expect(response.status == 200)
        }
    }

    @Test(arguments: TransportKind.all)
    func aKeptAliveConnectionTheServerClosesIsReplacedWhileAnotherRequestRuns(kind: TransportKind)
        async throws
    {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let slow = Task { try await transport.send(.get, server.url("/slow")) }
        for _ in 0..<5 {
            // `/close` answers, then the server closes the connection the client keeps alive.
            #expect(try await transport.send(.get, server.url("/close")).status == 200)
            #expect(try await transport.send(.get, server.url("/echo")).status == 200)
        }
        #expect(try await slow.value.body.count == 10 * 1024)
    }

    @Test(arguments: TransportKind.all)
    func aSecondCallerArrivingDuringTheWindowIsNotHeldUp(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        async let slow = transport.send(.get, server.url("/delay/3000"))
        try await Task.sleep(for: .milliseconds(20))
        let started = ContinuousClock.now
        let fast = try await transport.send(.get, server.url("/echo"))
        #expect(fast.status == 200)
        // Far below the slow request's 3 s (the margin is for a loaded machine).
        #expect(
            ContinuousClock.now - started < .milliseconds(2000), "the fast request waited for the slow one")
        #expect(try await slow.status == 200)
    }
}
