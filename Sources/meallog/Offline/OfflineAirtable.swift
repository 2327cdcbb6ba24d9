import Airtable
import AirtableLocal
import AirtableModel
import Basics
import Foundation
import HTTPServer
import MealLog
import SQL

/// What `--offline` talks to: airtable-local's own application, inside this process, on an
/// in-memory SQLite store that holds the declared meal table and the offline samples, served on
/// 127.0.0.1 at a port the system picks. The meal log reaches it through the same client,
/// middleware and transport as any server, so an offline command runs exactly as an online one;
/// nothing leaves the machine, and nothing outlives this value.
final class OfflineAirtable: Sendable {
    /// Why the offline server could not start.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }

    /// How a client reaches it: its loopback endpoint and the token made for this run.
    let configuration: AirtableConfiguration
    private let server: Server
    private let database: SQLiteDatabase

    init(baseID: String) throws {
        database = try SQLiteDatabase(path: ":memory:")
        let token = AirtableID.makeToken()
        let app = AirtableApplication(
            store: try AirtableStore(database: database, schemas: [MealTable.base(id: baseID)]),
            tokens: [token], limiter: nil, logger: Logger(level: .critical))
        let seeded = try app.responder.respond(
            to: Request(
                method: "POST", target: "/v0/\(baseID)/\(MealTable.table.id)",
                headers: ["authorization": "Bearer \(token)", "content-type": "application/json"],
                body: OfflineSamples.createBody))
        guard seeded.status == .ok else {
            throw StartError(description: "the offline samples were refused: \(seeded.status)")
        }
        server = Server(
            configuration: app.serverConfiguration(port: 0, logLevel: .critical), responder: app.responder)
        let port = try server.start()
        guard let endpoint = URL(string: "http://\(AirtableLocalAddress.host):\(port)") else {
            throw StartError(description: "the offline server's port \(port) makes no address")
        }
        configuration = AirtableConfiguration(endpoint: endpoint, token: token)
    }
}
