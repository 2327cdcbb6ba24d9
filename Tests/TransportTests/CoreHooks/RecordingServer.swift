import Basics
import Courier
import Foundation
import TestSupport

/// A loopback server that answers with `reply` and keeps every request it received, for the client
/// core's hook tests.
final class RecordingServer: Sendable {
    let server: LoopbackHTTPServer
    private let log: Locked<[ReceivedRequest]>

    init(_ reply: @escaping @Sendable (ReceivedRequest, _ index: Int) -> ScriptedReply) throws {
        let log = Locked<[ReceivedRequest]>([])
        self.log = log
        server = try LoopbackHTTPServer { request in
            let index = log.withLock {
                $0.append(request)
                return $0.count - 1
            }
            return reply(request, index)
        }
    }

    deinit { server.stop() }

    /// The requests received so far, in arrival order.
    var requests: [ReceivedRequest] { log.withLock { $0 } }

    /// `http://127.0.0.1:<port>/`.
    var baseURL: URL { server.url("/") }
}

extension ScriptedReply {
    static func json(_ text: String, status: Int = 200, headers: [(String, String)] = []) -> ScriptedReply {
        .respond(
            status: status, headers: [("Content-Type", "application/json")] + headers, body: Array(text.utf8))
    }
}
