import Foundation
import MealLog
import TestSupport

/// The meal log's base on a real `airtable-local` (``AirtableLocalProcess``), with a token made for
/// the run. The base holds the meal table of `meallog schema`, or no table at all
/// (`withTable: false`) so that `meallog setup` creates it.
final class LocalAirtable: Sendable {
    let baseID = MealTable.defaultBaseID
    private let process: AirtableLocalProcess

    var url: URL { process.url }
    var token: String { process.token }

    private init(process: AirtableLocalProcess) { self.process = process }

    /// Starts a server, runs `body` with it and stops it, whether `body` throws or not.
    static func with<Value: Sendable>(
        withTable: Bool = true, _ body: (LocalAirtable) async throws -> Value
    ) async throws -> Value {
        let baseID = MealTable.defaultBaseID
        let schema =
            withTable
            ? MealTable.schemaFile(baseID: baseID)
            : #"{"id":"\#(baseID)","name":"Meal log","tables":[]}"#
        let token = "patMealLogTests." + UUID().uuidString.replacingOccurrences(of: "-", with: "")
        return try await AirtableLocalProcess.with(schema: schema, token: token) { process in
            try await body(LocalAirtable(process: process))
        }
    }
}
