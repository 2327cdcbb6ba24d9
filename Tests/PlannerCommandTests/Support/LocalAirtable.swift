import Foundation
import TestSupport

/// The planner's base on a real `airtable-local` (``AirtableLocalProcess``), with a fixed token, and
/// the pacer that keeps the tests' requests under its rate limits.
final class LocalAirtable: Sendable {
    static let baseID = "appCourierPlanner"
    /// A token in Airtable's shape, for this test server only.
    static let token = "patPlannerTests01." + String(repeating: "0123456789abcdef", count: 4)
    /// The schema of an empty base (`"tables": []`), to be filled by `planner setup`.
    static let emptyBase = #"{"id":"appCourierPlanner","name":"Planner","tables":[]}"#

    /// Paces every request maker of the tests, so that the server's limit of 5 requests per second
    /// and base is never reached (see ``Pacer``).
    let pacer: Pacer
    private let process: AirtableLocalProcess

    var url: URL { process.url }

    private init(process: AirtableLocalProcess, pacer: Pacer) {
        self.process = process
        self.pacer = pacer
    }

    /// Starts a server on `schema` (a base schema file's text), with its records in `data` (a file
    /// path) or in memory; runs `body`; stops it whatever happens.
    static func with<Value: Sendable>(
        _ schema: String, data: String = ":memory:", pacer: Pacer = Pacer(),
        _ body: (LocalAirtable) async throws -> Value
    ) async throws -> Value {
        try await AirtableLocalProcess.with(schema: schema, token: token, data: data) { process in
            try await body(LocalAirtable(process: process, pacer: pacer))
        }
    }

    /// Stops the server with SIGTERM (SIGKILL after five seconds) and reaps it.
    func stop() async { await process.stop() }
}
