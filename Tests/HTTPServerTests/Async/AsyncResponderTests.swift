import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

/// An `AsyncResponder`'s answers run in tasks while their connections are suspended: waiting answers
/// hold no request worker, declined requests are answered on the worker, and a stopping server ends
/// the answers still awaited.
@Suite("Async responders", .offCooperativePool)
struct AsyncResponderTests {
    /// Answers `/wait` once the gate opens, `/sync` on the worker, and counts the waiting answers.
    final class GatedResponder: AsyncResponder {
        let arrived = Locked(0)
        let gate: AsyncStream<Void>
        let open: AsyncStream<Void>.Continuation
        let ignoresCancellation: Bool

        init(ignoresCancellation: Bool = false) {
            (gate, open) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .unbounded)
            self.ignoresCancellation = ignoresCancellation
        }

        func awaits(_ request: Request) -> Bool { request.path != "/sync" }

        func respond(to request: Request) throws -> Response { .text("worker") }

        func answer(_ request: Request) async -> Response {
            arrived.withLock { $0 += 1 }
            if ignoresCancellation {
                await withCheckedContinuation { (_: CheckedContinuation<Void, Never>) in }  // never resumed
            }
            for await _ in gate { return .text("task") }
            return .text("cancelled", status: .serviceUnavailable)
        }
    }

    @Test("more answers wait at once than there are worker threads, and all are answered")
    func waitingAnswersHoldNoWorker() throws {
        let responder = GatedResponder()
        let server = Server(configuration: .test(), responder: responder)  // two worker threads
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(5)) }
        let connections = try (0..<8).map { _ in try RawConnection(port: port, readTimeout: .seconds(30)) }
        for connection in connections { try connection.write("GET /wait HTTP/1.1\r\nHost: t\r\n\r\n") }
        #expect(eventuallyBlocking { responder.arrived.withLock { $0 } == 8 })
        // Meanwhile the workers still answer: a declined request is served while all eight wait.
        let sync = try RawConnection(port: port, readTimeout: .seconds(30))
        try sync.write("GET /sync HTTP/1.1\r\nHost: t\r\n\r\n")
        #expect(try sync.readResponse().text == "worker")
        for _ in 0..<8 { responder.open.yield() }
        for connection in connections {
            let response = try connection.readResponse()
            #expect(response.status == 200 && response.text == "task")
        }
    }

    @Test("a stopping server cancels awaited answers, and answers 503 for one that ignores it")
    func stoppingEndsAwaitedAnswers() throws {
        for ignoresCancellation in [false, true] {
            let responder = GatedResponder(ignoresCancellation: ignoresCancellation)
            let server = Server(configuration: .test(), responder: responder)
            let port = try server.start()
            let connection = try RawConnection(port: port, readTimeout: .seconds(30))
            try connection.write("GET /wait HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(eventuallyBlocking { responder.arrived.withLock { $0 } == 1 })
            server.shutdown(gracePeriod: .milliseconds(100))
            #expect(
                try connection.readResponse().status == 503, "ignores cancellation: \(ignoresCancellation)")
        }
    }
}
