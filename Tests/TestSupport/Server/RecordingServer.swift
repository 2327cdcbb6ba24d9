import Basics
import Foundation

/// A loopback server that answers with `reply` and keeps every request it received: for tests of
/// what a client sends.
public final class RecordingServer: Sendable {
    public let server: LoopbackHTTPServer
    private let log: Locked<[ReceivedRequest]>

    public init(_ reply: @escaping @Sendable (ReceivedRequest, _ index: Int) -> ScriptedReply) throws {
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
    public var requests: [ReceivedRequest] { log.withLock { $0 } }

    /// `http://127.0.0.1:<port>/`.
    public var baseURL: URL { server.url("/") }
}
