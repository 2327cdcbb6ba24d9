import Foundation
import Synchronization
import TestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A loopback HTTP proxy in front of a real server: forwards each request and its answer, except that
/// a request `interrupts` selects first runs `interruption` (for example: stop the server) and is
/// then dropped with a connection reset, as a server that died mid-command would.
final class ForwardingProxy: Sendable {
    private let server: LoopbackHTTPServer
    let url: URL

    init(
        to target: URL, interrupts: @escaping @Sendable (ReceivedRequest) -> Bool,
        interruption: @escaping @Sendable () -> Void
    ) throws {
        server = try LoopbackHTTPServer { request in
            if interrupts(request) {
                interruption()
                return .reset
            }
            return Self.forward(request, to: target)
        }
        url = server.url("")
    }

    func stop() { server.stop() }

    /// Sends `request` to `target` (blocking this connection's thread) and answers with its response;
    /// a reset when the target cannot be reached.
    private static func forward(_ request: ReceivedRequest, to target: URL) -> ScriptedReply {
        guard let url = URL(string: target.absoluteString + request.path) else { return .reset }
        var forwarded = URLRequest(url: url)
        forwarded.httpMethod = request.method
        for header in request.headers where header.count == 2 {
            let name = header[0].lowercased()
            if name != "host" && name != "content-length" && name != "connection" {
                forwarded.addValue(header[1], forHTTPHeaderField: header[0])
            }
        }
        if !request.body.isEmpty { forwarded.httpBody = Data(request.body) }
        let reply = Mutex<ScriptedReply>(.reset)
        let done = DispatchSemaphore(value: 0)
        URLSession.shared.dataTask(with: forwarded) { data, response, _ in
            if let response = response as? HTTPURLResponse {
                let type = response.value(forHTTPHeaderField: "Content-Type") ?? "application/json"
                reply.withLock {
                    $0 = .respond(
                        status: response.statusCode, headers: [("Content-Type", type)],
                        body: Array(data ?? Data()))
                }
            }
            done.signal()
        }.resume()
        done.wait()
        return reply.withLock { $0 }
    }
}
