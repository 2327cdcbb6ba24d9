import AirtableModel
import Courier

extension AirtableError {
    /// How long to wait before trying again, for a rate limit: the wait the client was asked for
    /// and would not take (longer than its policy allows), else what the last `429`'s `Retry-After`
    /// asked (airtable-local's), else Airtable's pause after a `429`
    /// (``AirtableModel/AirtableLimits/penalty``); `nil` for any other failure.
    public var rateLimitWait: Duration? {
        switch underlying as? CourierError {
        case .middleware(_, let cap as WaitCapReached, _)?: return cap.asked
        case .status(let refusal)?:
            if let cap = refusal.waitCapReached { return cap.asked }
            guard failureKind == .rateLimited else { return nil }
            return refusal.retryAfter ?? AirtableLimits.penalty
        default: break
        }
        return failureKind == .rateLimited ? AirtableLimits.penalty : nil
    }
}
