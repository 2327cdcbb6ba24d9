import Foundation

/// A retry decision for one kind of response, consulted before ``RetryPolicy``'s default handling.
///
/// Rules run in order and the first that does not answer ``RetryDecision/useDefault`` decides.
/// Every wait a rule asks for is still capped by ``RetryPolicy/maxTotalWait``.
///
/// A client module declares its API's rules (GitHub's are `RetryRule.github`, in `GitHub`):
///
/// ```swift
/// RetryPolicy(rules: [RetryRule { $0.status == 409 ? .retry(after: .seconds(1)) : .useDefault }])
/// ```
public struct RetryRule: Sendable {
    public let decide: @Sendable (RetryAttempt) -> RetryDecision

    public init(_ decide: @escaping @Sendable (RetryAttempt) -> RetryDecision) { self.decide = decide }
}
