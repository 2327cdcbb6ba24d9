import Airtable
import AirtableModel
import Basics
import Courier
import Foundation
import MealLog

/// Where the meals are and what day it is, from the environment: `MEALLOG_BASE_ID`, the Airtable
/// client's `AIRTABLE_ENDPOINT_URL` and token, `MEALLOG_TODAY`; or, with `--offline`, the
/// in-process server of ``OfflineAirtable``.
struct StoreSettings {
    /// A setting that cannot be used, and what kind of failure that is (no token: authentication).
    struct Problem: Error {
        let message: String
        let kind: FailureKind
    }

    let baseID: String
    let today: Day
    let configuration: AirtableConfiguration
    /// With `--offline`, the server ``configuration`` reaches; it serves while this is kept.
    let offlineServer: OfflineAirtable?

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
            do {
                let server = try OfflineAirtable(baseID: baseID)
                offlineServer = server
                configuration = server.configuration
            } catch {
                throw Problem(message: "The offline server could not start: \(error)", kind: .unavailable)
            }
            return
        }
        offlineServer = nil
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

    /// The Airtable store; `middleware` goes to its client (the request log of `--verbose`).
    func makeStore(middleware: [any Middleware]) -> any MealStore {
        AirtableMealStore(client: AirtableClient(configuration, middleware: middleware), baseID: baseID)
    }
}
