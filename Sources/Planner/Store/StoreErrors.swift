import Airtable
import AirtableModel
import Basics

/// Airtable's failures in the planner's words. The kind is the error's own
/// (``AirtableModel/AirtableError/failureKind``); only the sentence is the planner's.
enum StoreErrors {
    /// - Parameter orderID: the order the request was about, so that a 404 names it.
    static func planner(_ error: AirtableError, base: String, orderID: String? = nil) -> PlannerError {
        let detail = error.reason
        let kind = error.failureKind
        if error.type == .modelNotFoundOrForbidden {
            return PlannerError(
                kind, "The base \(base) was not found, or the token cannot reach it",
                detail: "\(detail) — check PLANNER_BASE_ID and the token's access")
        }
        // A save that timed out may have been made: sent again at once, an added order would be
        // there twice.
        if error.mayHaveTakenEffect {
            return PlannerError(
                kind,
                "The Airtable server did not say whether the change was made: look at the orders before "
                    + "trying again",
                detail: detail)
        }
        if error.type == .schemaNotFound {
            return PlannerError(
                kind, "The base \(base) or its server's Metadata API was not found",
                detail: "\(detail) — check PLANNER_BASE_ID and AIRTABLE_ENDPOINT_URL")
        }
        if let orderID, error.saysRecordIsMissing { return .noOrder(orderID) }
        switch kind {
        case .authentication where error.type == .configuration:
            return PlannerError(kind, error.message)
        case .authentication:
            return PlannerError(kind, "The Airtable token was refused", detail: detail)
        case .notFound:
            return PlannerError(
                kind, "The table \(PlannerSchema.tableName) was not found in base \(base)",
                detail: "\(detail) — run 'planner setup' to create it")
        case .unavailable where error.type == .unreachable:
            return PlannerError(kind, "The Airtable server could not be reached", detail: detail)
        case .unavailable where error.type == .cancelled:
            return PlannerError(kind, "The request was cancelled", detail: detail)
        case .unavailable:
            return PlannerError(kind, "The Airtable server failed", detail: detail)
        case .rateLimited:
            let wait = (error.rateLimitWait ?? AirtableLimits.penalty).wholeSecondsRoundedUp
            return PlannerError(
                kind, "Airtable's rate limit was reached; try again in \(wait) s", detail: detail)
        case .input, .rejected:
            return PlannerError(kind, "Airtable refused the request", detail: detail)
        }
    }
}
