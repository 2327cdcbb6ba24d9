import Foundation

/// Keeps separate request makers (each `planner` process and the tests' own client) from sharing a
/// one-second window: a turn starts only once 1.1 s have passed since the previous turn ended.
/// Within a turn, the Airtable client's own governor keeps to 5 requests per second. This waits; it
/// never times anything, so a slow machine only makes the tests slower.
actor Pacer {
    private var lastEnd: ContinuousClock.Instant?

    func turn<Value: Sendable>(_ work: @Sendable () async throws -> Value) async rethrows -> Value {
        if let lastEnd {
            let ready = lastEnd + .milliseconds(1100)
            if ready > .now { try? await Task.sleep(until: ready, clock: .continuous) }
        }
        defer { lastEnd = .now }
        return try await work()
    }
}
