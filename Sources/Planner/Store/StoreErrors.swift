import Airtable

/// Airtable's failures in the planner's words, with the kind that decides a command's exit code.
enum StoreErrors {
    /// - Parameter orderID: the order the request was about, so that a 404 names it.
    static func planner(_ error: AirtableError, base: String, orderID: String? = nil) -> PlannerError {
        let detail = error.message.isEmpty ? error.type : "\(error.type): \(error.message)"
        if error.isAuthentication || error.type == AirtableError.configuration {
            let message =
                error.type == AirtableError.configuration ? error.message : "The Airtable token was refused"
            return PlannerError(.authentication, message, detail: error.isAuthentication ? detail : nil)
        }
        if error.isNotFound {
            if let orderID, error.type == "NOT_FOUND" || error.type == "MODEL_ID_NOT_FOUND" {
                return .noOrder(orderID)
            }
            if error.type == "INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND" {
                // The base itself: setup cannot create one.
                return PlannerError(
                    .notFound, "The base \(base) was not found, or the token cannot reach it",
                    detail: "\(detail) — check PLANNER_BASE_ID and the token's access")
            }
            return PlannerError(
                .notFound, "The table \(PlannerSchema.tableName) was not found in base \(base)",
                detail: "\(detail) — run 'planner setup' to create it")
        }
        if error.isUnreachable {
            return PlannerError(.unavailable, "The Airtable server could not be reached", detail: detail)
        }
        if error.isCancelled {
            return PlannerError(.unavailable, "The request was cancelled", detail: detail)
        }
        if error.isRateLimited || (error.status ?? 0) >= 500 || error.type == AirtableError.decoding
            || error.type == AirtableError.httpError
        {
            return PlannerError(.unavailable, "The Airtable server failed", detail: detail)
        }
        return PlannerError(.rejected, "Airtable refused the request", detail: detail)
    }
}
