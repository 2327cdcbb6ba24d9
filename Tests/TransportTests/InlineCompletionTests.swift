import Basics
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
        // `/held` is answered only once the fast request has completed, so the fast one passes only
        // if it was not held up behind the slow one (no clock involved: a loaded machine is slower,
        // not wrong). Were it held up, it would fail with the transport's timeout instead.
        let release = DispatchSemaphore(value: 0)
        let received = Locked(false)
        let server = try LoopbackHTTPServer { request in
            guard request.route == "/held" else { return StandardRoutes.reply(for: request) }
            received.withLock { $0 = true }
            release.wait()
            return .echo
        }
        let transport = try kind.make()
        async let slow = transport.send(.get, server.url("/held"))
        while !received.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(1)) }
        let fast: HTTPResponse
        do {
            fast = try await transport.send(.get, server.url("/echo"))
        } catch {
            release.signal()
            throw error
        }
        release.signal()
        #expect(fast.status == 200)
        #expect(try await slow.status == 200)
    }
}
