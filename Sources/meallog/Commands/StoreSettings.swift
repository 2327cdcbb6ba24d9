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
    /// A setting that cannot be used, in the user's language, and what kind of failure that is (no
    /// token: authentication); `detail` is the client's own words, when it gave them.
    struct Problem: Error {
        let message: String
        var detail: String? = nil
        let kind: FailureKind
    }

    let baseID: String
    let today: Day
    let configuration: AirtableConfiguration
    /// With `--offline`, the server ``configuration`` reaches; it serves while this is kept.
    let offlineServer: OfflineAirtable?

    init(environment: [String: String], offline: Bool) throws(Problem) {
        let messages = Messages(Language(environment: environment))
        baseID = MealLogSettings.baseID(environment)
        do throws(MealLogSettings.BadToday) {
            today = try MealLogSettings.today(environment) ?? Day.today()
        } catch {
            throw Problem(
                message: messages.text(
                    "MEALLOG_TODAY は YYYY-MM-DD で指定してください(「\(error.text)」ではなく)",
                    "MEALLOG_TODAY must be YYYY-MM-DD, not \"\(error.text)\""),
                kind: .input)
        }
        if offline {
            do {
                let server = try OfflineAirtable(baseID: baseID)
                offlineServer = server
                configuration = server.configuration
            } catch {
                throw Problem(
                    message: messages.text("オフラインのサーバーを起動できませんでした", "The offline server could not start"),
                    detail: "\(error)", kind: .unavailable)
            }
            return
        }
        offlineServer = nil
        do throws(AirtableError) {
            configuration = try AirtableConfiguration.fromEnvironment(
                environment, defaultEndpoint: AirtableConfiguration.localEndpoint,
                language: messages.language)
        } catch {
            guard messages.language == .japanese else {
                throw Problem(message: error.message, kind: error.failureKind)
            }
            throw Problem(message: "Airtable の設定を使えません", detail: error.message, kind: error.failureKind)
        }
    }

    /// The Airtable store; `middleware` goes to its client (the request log of `--verbose`).
    func makeStore(middleware: [any Middleware]) -> any MealStore {
        AirtableMealStore(client: AirtableClient(configuration, middleware: middleware), baseID: baseID)
    }
}
