import Airtable
import AirtableModel
import Basics
import Planner

/// The Airtable endpoint and token the planner uses (its own settings are `PlannerSettings`).
enum PlannerEnvironment {
    /// `AIRTABLE_ENDPOINT_URL` (default: the local server), `AIRTABLE_TOKEN` or the local token file.
    static func airtable(_ environment: [String: String]) throws(AirtableError) -> AirtableConfiguration {
        try AirtableConfiguration.fromEnvironment(
            environment, defaultEndpoint: AirtableConfiguration.localEndpoint)
    }

    /// A configuration problem as the planner reports it: no token is an authentication failure
    /// (as `til`'s missing login), a malformed endpoint a failure to fix (the error's kind says which).
    static func problem(_ error: AirtableError) -> PlannerError {
        PlannerError(error.failureKind, error.message)
    }
}
