import Courier
import Foundation
import TestSupport
import Testing

/// A task's ``TimeoutCap`` reaches the wire: against a server that never answers, an attempt ends
/// after the cap, not after the transport's own timeout.
@Suite(.offCooperativePool) struct TimeoutCapLoopbackTests {
    @Test(arguments: TransportKind.all)
    func aSilentServerTimesOutAfterTheCap(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { _ in .neverAnswer }
        defer { server.stop() }
        let client = Client(
            baseURL: server.url("/"), middleware: [], transport: try kind.make(timeout: .seconds(120)))
        let started = ContinuousClock.now

        let failure = await TimeoutCap.$current.withValue(.milliseconds(300)) {
            await #expect(throws: CourierError.self) { try await client.send(Request<Void>.get("silent")) }
        }

        guard case .transport(let error, _)? = failure else {
            Issue.record("not a transport failure: \(String(describing: failure))")
            return
        }
        #expect(error.kind == .timedOut)
        // Far below the transport's 120 s, however loaded the machine is.
        #expect(ContinuousClock.now - started < .seconds(60))
    }
}
