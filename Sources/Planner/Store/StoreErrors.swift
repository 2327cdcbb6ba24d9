import Airtable
import AirtableModel
import Basics

/// Airtable's failures in the planner's words. The kind is the error's own
/// (``AirtableModel/AirtableError/failureKind``); only the sentence is the planner's.
enum StoreErrors {
    /// The variable that names the planner's base.
    private static let baseSetting = "PLANNER_BASE_ID"

    /// - Parameter orderID: the order the request was about, so that a 404 names it.
    static func planner(_ error: AirtableError, base: String, orderID: String? = nil) -> PlannerError {
        var worded = words(for: error, base: base, orderID: orderID)
        worded.serverAnswered = error.status != nil
        worded.answeredByAnotherProgram = error.isForeignRefusal
        return worded
    }

    private static func words(for error: AirtableError, base: String, orderID: String?) -> PlannerError {
        let detail = error.reason
        let kind = error.failureKind
        if error.isForeignRefusal {
            return PlannerError(
                kind, AirtableSentences.notAirtable,
                detail: AirtableSentences.detail(detail, advising: AirtableSentences.checkEndpoint))
        }
        if error.type == .modelNotFoundOrForbidden {
            return PlannerError(
                kind, AirtableSentences.baseUnreachable(base),
                detail: AirtableSentences.detail(
                    detail, advising: AirtableSentences.checkBaseAccess(baseSetting)))
        }
        if error.mayHaveTakenEffect {
            return PlannerError(kind, AirtableSentences.outcomeUnknown(lookAt: "the orders"), detail: detail)
        }
        if error.type == .schemaNotFound {
            return PlannerError(
                kind, AirtableSentences.schemaMissing(base),
                detail: AirtableSentences.detail(
                    detail, advising: AirtableSentences.checkBaseAndServer(baseSetting)))
        }
        if let orderID, error.saysRecordIsMissing { return .noOrder(orderID) }
        switch kind {
        case .authentication where error.type == .configuration:
            return PlannerError(kind, error.message)
        case .authentication:
            return PlannerError(kind, AirtableSentences.tokenRefused, detail: detail)
        case .notFound:
            return PlannerError(
                kind, "The table \(PlannerSchema.tableName) was not found in base \(base)",
                detail: AirtableSentences.detail(detail, advising: AirtableSentences.runSetup("planner")))
        case .unavailable where error.type == .unreachable:
            return PlannerError(kind, AirtableSentences.serverUnreachable, detail: detail)
        case .unavailable where error.type == .cancelled:
            return PlannerError(kind, "The request was cancelled", detail: detail)
        case .unavailable:
            return PlannerError(kind, AirtableSentences.serverFailed, detail: detail)
        case .rateLimited:
            let wait = WaitText.text(error.rateLimitWait ?? AirtableLimits.penalty)
            return PlannerError(
                kind, "Airtable's rate limit was reached; try again in \(wait)", detail: detail)
        case .input, .rejected:
            return PlannerError(kind, "Airtable refused the request", detail: detail)
        }
    }
}
