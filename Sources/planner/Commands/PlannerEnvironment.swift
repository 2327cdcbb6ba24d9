import Airtable
import Basics
import Planner

/// The planner's environment variables: the base, and the Airtable endpoint and token.
enum PlannerEnvironment {
    /// `PLANNER_BASE_ID`, else the base `scripts/up` serves.
    static func baseID(_ environment: [String: String]) -> String {
        environment["PLANNER_BASE_ID"]?.trimmed.nonEmpty ?? PlannerSchema.defaultBaseID
    }

    /// `AIRTABLE_ENDPOINT_URL` (default: the local server), `AIRTABLE_TOKEN` or the local token file.
    static func airtable(_ environment: [String: String]) throws(AirtableError) -> AirtableConfiguration {
        try AirtableConfiguration.fromEnvironment(
            environment, defaultEndpoint: AirtableConfiguration.localEndpoint)
    }

    /// A configuration problem as the planner reports it: no token is an authentication failure
    /// (as `til`'s missing login), a malformed endpoint a failure to fix. Which one it is shows by
    /// whether the same environment with a token would do.
    static func problem(_ error: AirtableError, environment: [String: String]) -> PlannerError {
        let withToken = environment.merging(["AIRTABLE_TOKEN": "token"]) { $1 }
        let endpointIsFine = (try? airtable(withToken)) != nil
        return PlannerError(endpointIsFine ? .authentication : .invalidInput, error.message)
    }
}
