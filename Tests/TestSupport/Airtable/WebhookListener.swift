import AirtableModel
import Basics
import Foundation
import HTTPServer

/// A receiver of webhook notifications on 127.0.0.1, on a port the system picks: it answers each ping
/// with the next of `statuses` (then 204), and keeps every ping with its `X-Airtable-Content-MAC`.
public final class WebhookListener: Sendable {
    public struct Ping: Sendable {
        public let body: [UInt8]
        public let signature: String?
    }

    public let port: Int
    private let server: Server
    private let pings: Locked<[Ping]>

    public init(statuses: [Int] = []) throws {
        let pings = Locked<[Ping]>([])
        let script = Locked(statuses)
        self.pings = pings
        server = Server(
            configuration: ServerConfiguration(port: 0, logLevel: .critical),
            responder: ClosureResponder { request in
                pings.withLock {
                    $0.append(Ping(body: request.body, signature: request.headers[WebhookMAC.header]))
                }
                let status = script.withLock { $0.isEmpty ? 204 : $0.removeFirst() }
                return Response(status: Response.Status(code: status))
            })
        port = try server.start()
    }

    /// `http://127.0.0.1:<port>/ping`, the `notificationUrl` to give.
    public var url: String { "http://127.0.0.1:\(port)/ping" }

    /// Every ping received so far, in order.
    public var received: [Ping] { pings.withLock { $0 } }

    public func stop() { server.shutdown(gracePeriod: .seconds(1)) }

    deinit { stop() }
}
