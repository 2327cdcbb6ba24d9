import Basics
import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

/// A write the data file cannot take (here, the file deleted while served) is Airtable's 500, with
/// its cause in the server's log, and nothing of it is served afterwards; a read it cannot answer
/// is a 500 too, not an answer as if there were nothing to read.
@Suite struct DataFileFailureTests {
    /// What the application logs at `error` level and above.
    private let logged = Locked<[String]>([])
    private var logger: Logger {
        Logger(level: .error) { [logged] _, message in logged.withLock { $0.append(message) } }
    }

    @Test func aWriteTheDataFileRefusesIsA500WithItsCauseLogged() throws {
        try TestDatabases.withTemporaryDirectory { directory in
            let airtable = try AirtableHarness.responder(
                schemas: [TestSchema.base()], path: directory + "/records.sqlite", logger: logger)
            defer { airtable.database.close() }
            let people = "/v0/\(TestSchema.baseID)/People"
            #expect(airtable.call("POST", people, #"{"records":[{"fields":{"Name":"kept"}}]}"#).status == 200)

            try FileManager.default.removeItem(atPath: airtable.database.path)
            let refused = airtable.call("POST", people, #"{"records":[{"fields":{"Name":"lost"}}]}"#)

            #expect(refused.status == 500)
            #expect(refused.errorType == "SERVER_ERROR")
            #expect(logged.withLock { $0 }.contains { $0.contains("was deleted or moved while in use") })
            #expect(airtable.call("GET", people).records.count == 1)
        }
    }

    /// A notification's outcome is kept after no request: one the data file refuses is logged.
    @Test func aNotificationOutcomeTheDataFileRefusesIsLogged() async throws {
        try await TestDatabases.withTemporaryDirectoryAsync { directory in
            let listener = try WebhookListener(statuses: [503])
            let airtable = try AirtableHarness.responder(
                schemas: [TestSchema.base()], path: directory + "/records.sqlite", logger: logger)
            defer { airtable.database.close() }
            _ = try airtable.createWebhook(url: listener.url)
            airtable.create("People", [#"{"Name":"Ann"}"#])
            await airtable.clock.waitForSleepers(1)
            #expect(logged.withLock { $0 }.isEmpty)

            try FileManager.default.removeItem(atPath: airtable.database.path)
            airtable.clock.advance(by: .seconds(1))

            #expect(
                await eventually {
                    logged.withLock { $0 }.contains {
                        $0.contains("notification in base \(TestSchema.baseID) was not kept")
                            && $0.contains("was deleted or moved while in use")
                    }
                })
        }
    }

    @Test func aReadTheDataFileRefusesIsA500NotAMissingThing() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()], logger: logger)
        airtable.database.close()

        let reply = airtable.call("GET", "/v0/meta/workspaces/wspAirtableLocal0")

        #expect(reply.status == 500)
        #expect(logged.withLock { $0 }.contains { $0.contains("the database is closed") })
    }
}
