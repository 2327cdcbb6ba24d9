import Airtable
import AirtableModel
import Basics
import Courier
import Foundation
import MealLog

/// Where the meals are and what day it is, from the environment: `MEALLOG_BASE_ID`, the Airtable
/// client's `AIRTABLE_ENDPOINT_URL` and token, `MEALLOG_TODAY`; or the offline samples.
struct StoreSettings {
    /// A setting that cannot be used, and what kind of failure that is (no token: authentication).
    struct Problem: Error {
        let message: String
        let kind: FailureKind
    }

    let baseID: String
    let today: Day
    /// `nil` when offline.
    let configuration: AirtableConfiguration?

    init(environment: [String: String], offline: Bool) throws(Problem) {
        baseID = Self.baseID(environment)
        if let text = environment["MEALLOG_TODAY"], !text.isEmpty {
            guard let day = Day(entered: text) else {
                throw Problem(message: "MEALLOG_TODAY must be YYYY-MM-DD, not \"\(text)\"", kind: .input)
            }
            today = day
        } else {
            today = Day.today()
        }
        if offline {
            configuration = nil
            return
        }
        do throws(AirtableError) {
            configuration = try AirtableConfiguration.fromEnvironment(
                environment, defaultEndpoint: AirtableConfiguration.localEndpoint)
        } catch {
            throw Problem(message: error.message, kind: error.failureKind)
        }
    }

    static func baseID(_ environment: [String: String]) -> String {
        guard let id = environment["MEALLOG_BASE_ID"], !id.isEmpty else { return MealTable.defaultBaseID }
        return id
    }

    /// The Airtable store, or with `--offline` the same store answered by the offline samples;
    /// `middleware` goes to its client (the request log of `--verbose`).
    func makeStore(middleware: [any Middleware]) -> any MealStore {
        guard let configuration else {
            let offline = AirtableConfiguration(
                endpoint: AirtableConfiguration.localEndpoint, token: "offline")
            let client = AirtableClient(offline, transport: OfflineTransport.make(), middleware: middleware)
            return AirtableMealStore(client: client, baseID: baseID)
        }
        return AirtableMealStore(
            client: AirtableClient(configuration, middleware: middleware), baseID: baseID)
    }
}
