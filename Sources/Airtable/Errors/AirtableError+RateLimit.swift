import AirtableModel
import Courier

extension AirtableError {
    /// How long to wait before trying again, for a rate limit: the wait the client was asked for
    /// and would not take (longer than its policy allows), else Airtable's pause after a `429`
    /// (``AirtableModel/AirtableLimits/penalty``); `nil` for any other failure.
    public var rateLimitWait: Duration? {
        switch underlying as? CourierError {
        case .middleware(_, let cap as WaitCapReached, _)?: return cap.asked
        case .status(let refusal)? where refusal.waitCapReached != nil: return refusal.waitCapReached?.asked
        default: break
        }
        return failureKind == .rateLimited ? AirtableLimits.penalty : nil
    }
}
