import Basics
import Foundation
import HTTPServer

/// An ``InProcessAirtable`` served by `HTTPServer` on 127.0.0.1, on a port the system picks, in
/// this process: for clients that need the wire (the `Airtable` client, pyairtable, raw
/// connections). Made by ``AirtableHarness/socket(schemas:rateLimits:)``; stopped by ``stop()``, or
/// when it goes away.
public final class ServedAirtable: Sendable {
    /// The application behind the socket, with its store and clock.
    public let airtable: InProcessAirtable
    public let port: Int
    private let server: Server

    init(_ airtable: InProcessAirtable, writeDelay: Duration = .zero) throws {
        self.airtable = airtable
        let app = airtable.app.responder
        let responder =
            writeDelay == .zero
            ? app
            : ClosureResponder { request in
                if request.method != "GET" { Thread.sleep(forTimeInterval: writeDelay.seconds) }
                return try app.respond(to: request)
            }
        server = Server(
            configuration: airtable.app.serverConfiguration(port: 0, logLevel: .critical),
            responder: responder)
        port = try server.start()
    }

    /// `http://127.0.0.1:<port>`, the endpoint to give a client.
    public var url: URL {
        // safe: a well-formed literal URL with a numeric port
        URL(string: "http://127.0.0.1:\(port)")!
    }

    /// The clock of the store (and of the rate limits on ``AirtableHarness/RateLimits/onManualClock``).
    public var clock: ManualClock { airtable.clock }

    /// Finishes the requests in flight (for up to two seconds) and closes the store.
    public func stop() {
        server.shutdown(gracePeriod: .seconds(2))
        airtable.database.close()
    }

    deinit { stop() }
}
