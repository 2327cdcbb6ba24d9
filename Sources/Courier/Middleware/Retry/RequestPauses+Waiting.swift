import Basics

extension RequestPauses {
    /// Sleeps on `clock` while `key` is paused (telling the task's ``RetryWait/listener``), and
    /// returns how long it slept.
    ///
    /// A pause with more left than `budget` (or the task's ``WaitCap``) is not waited for: `request` fails at once with
    /// ``CourierError/middleware(message:underlying:request:)`` carrying ``WaitCapReached``.
    /// Cancelling the task fails it with ``TransportError/Kind/cancelled``.
    public func waitOut(
        _ key: String, for request: HTTPRequest, clock: any CourierClock, budget: Duration? = nil
    ) async throws(CourierError) -> Duration {
        let budget = budget.map(WaitCap.applied) ?? WaitCap.current
        var waited = Duration.zero
        while true {
            let remaining = remaining(key, at: clock.uptime())
            guard remaining > .zero else { return waited }
            if let budget, waited + remaining > budget {
                throw .middleware(
                    message: "not sent: requests of this key are paused by a rate limit",
                    underlying: WaitCapReached(asked: remaining, allowed: budget - waited), request: request)
            }
            RetryWait.announce(request, remaining, .paused)
            do {
                try await clock.sleep(for: remaining)
            } catch {
                throw .transport(TransportError(.cancelled), request: request)
            }
            waited += remaining
        }
    }
}
