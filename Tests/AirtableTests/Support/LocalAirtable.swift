import AirtableLocal
import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL

/// A real `airtable-local` on 127.0.0.1 (a free port), in this process, over an in-memory SQLite
/// store with one empty base. Its rate limiter is on unless asked otherwise, and its clock (for
/// iterator expiry) is the test's to move.
final class LocalAirtable: Sendable {
    static let token = "patLOCALTEST00001.00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff"
    static let baseID = "appLOCALTEST00001"

    let endpoint: URL
    private let server: Server
    private let database: SQLiteDatabase
    private let clock = ManualClock(start: Date(timeIntervalSince1970: 1_767_225_600))

    init(rateLimits: Bool = true) throws {
        database = try SQLiteDatabase(path: ":memory:")
        let store = try AirtableStore(
            database: database, schemas: [BaseSchema(id: Self.baseID, name: "Client tests", tables: [])],
            clock: clock)
        let app = AirtableApplication(
            store: store, tokens: [Self.token], limiter: rateLimits ? RateLimiter() : nil,
            logger: Logger(level: .error))
        server = Server(
            configuration: app.serverConfiguration(port: 0, logLevel: .error, accessLogLevel: .trace),
            responder: app.responder)
        let port = try server.start()
        endpoint = URL(string: "http://127.0.0.1:\(port)")!  // safe: a loopback address and a port
    }

    /// Moves the server's clock (record times, iterator expiry) forward.
    func advanceStoreClock(by seconds: TimeInterval) {
        clock.advance(by: .seconds(seconds))
    }

    func stop() {
        server.shutdown(gracePeriod: .seconds(2))
        database.close()
    }

    deinit { stop() }
}
