import Foundation
import TestSupport
import Testing

/// A port another program holds is a start failure (exit 1) said once, in the server core's words.
@Suite struct ListenFailureTests {
    @Test func aPortInUseIsSaidOnce() async throws {
        let holder = try LoopbackHTTPServer { _ in .raw([]) }
        defer { holder.stop() }
        let result = try await TestSupport.Command.run(
            Executables.path("courier-web"), ["--port", "\(holder.port)"],
            environment: [
                "PATH": "/usr/bin:/bin", "HOME": NSTemporaryDirectory(), "COURIER_WEB_SESSIONS": ":memory:",
            ], timeout: .seconds(60))
        #expect(result.status == 1, "\(result)")
        #expect(
            result.stderr.contains(
                "Cannot listen on 127.0.0.1:\(holder.port): the address is already in use by another process."
            ),
            "\(result)")
        #expect(!result.stderr.contains("cannot listen"), "said twice: \(result)")
    }
}
