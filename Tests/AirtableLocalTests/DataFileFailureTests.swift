import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

@testable import AirtableLocal

/// A write the data file cannot take (here, the file deleted while served) is Airtable's 500, with
/// its cause in the server's log, and nothing of it is served afterwards; a read it cannot answer
/// is a 500 too, not an answer as if there were nothing to read.
@Suite struct DataFileFailureTests {
    @Test func aWriteTheDataFileRefusesIsA500WithItsCauseLogged() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let path = directory + "/records.sqlite"
            let database = try SQLiteDatabase(path: path)
            defer { database.close() }
            let store = try AirtableStore(
                database: database, schemas: [TestSchema.base()], clock: ManualClock())
            let logged = Locked<[String]>([])
            let app = AirtableApplication(
                store: store, tokens: [AirtableHarness.token], limiter: nil,
                logger: Logger(level: .error) { _, message in logged.withLock { $0.append(message) } })
            func call(_ method: String, _ body: String? = nil) throws -> HTTPServer.Response {
                try app.responder.respond(
                    to: HTTPServer.Request(
                        method: method, target: "/v0/\(TestSchema.baseID)/People",
                        headers: [
                            "authorization": "Bearer \(AirtableHarness.token)",
                            "content-type": "application/json",
                        ],
                        body: Array((body ?? "").utf8)))
            }
            #expect(try call("POST", #"{"records":[{"fields":{"Name":"kept"}}]}"#).status == .ok)

            try FileManager.default.removeItem(atPath: path)
            let refused = try call("POST", #"{"records":[{"fields":{"Name":"lost"}}]}"#)

            #expect(refused.status == .internalServerError)
            let body = try JSONValue.parse(refused.body)
            #expect(body["error"]?["type"]?.stringValue == "SERVER_ERROR")
            #expect(logged.withLock { $0 }.contains { $0.contains("was deleted or moved while in use") })
            let listed = try JSONValue.parse(try call("GET").body)
            #expect(listed["records"]?.arrayValue?.count == 1)
        }
    }

    @Test func aReadTheDataFileRefusesIsA500NotAMissingThing() throws {
        let database = try SQLiteDatabase(path: ":memory:")
        let store = try AirtableStore(database: database, schemas: [TestSchema.base()], clock: ManualClock())
        let logged = Locked<[String]>([])
        let app = AirtableApplication(
            store: store, tokens: [AirtableHarness.token], limiter: nil,
            logger: Logger(level: .error) { _, message in logged.withLock { $0.append(message) } })
        database.close()

        let response = try app.responder.respond(
            to: HTTPServer.Request(
                method: "GET", target: "/v0/meta/workspaces/\(BaseInfo.localWorkspaceID)",
                headers: ["authorization": "Bearer \(AirtableHarness.token)"], body: []))

        #expect(response.status == .internalServerError)
        #expect(logged.withLock { $0 }.contains { $0.contains("the database is closed") })
    }
}
