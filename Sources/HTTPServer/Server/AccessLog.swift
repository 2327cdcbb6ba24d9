import Basics

/// The one-line-per-request access log: `GET /api/acronyms 200 0.173ms`.
///
/// Logs the method, the path without its query (queries may hold secrets), the status and the time
/// from the request line to the queued response. Never headers or bodies.
enum AccessLog {
    static func record(
        method: String, target: String, status: Response.Status, since start: ContinuousClock.Instant,
        to context: ServerContext
    ) {
        let level = context.configuration.accessLogLevel
        guard context.logger.isEnabled(level) else { return }
        let path = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        context.logger.log(level, "\(method) \(path) \(status.code) \(milliseconds(since: start))ms")
    }

    /// Elapsed time as milliseconds with three decimals, e.g. `0.173`.
    private static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = (ContinuousClock.now - start).components
        let micros = elapsed.seconds * 1_000_000 + elapsed.attoseconds / 1_000_000_000_000
        return "\(micros / 1000).\(String(micros % 1000 + 1000).dropFirst())"
    }
}
