import Basics

/// The imports of the browser sessions, one per session: the one running, or the last one
/// finished, whose result the session's page shows. The oldest finished ones are dropped past
/// ``capacity``; a running one is never dropped.
///
/// At most ``maximumRunning`` run at once on the whole site: every import shares the base's
/// requests a second with every page of the meal log, so more at once would only make each slower
/// and the pages wait.
///
/// An import outlives the request that started it (a script follows it by its progress), so a
/// site that is stopped waits for the running ones a while (``finishRunning(within:clock:)``)
/// rather than cut them off after the batch they were at.
@MainActor
final class ImportJobs: Sendable {
    private var jobs: [String: ImportJob] = [:]
    /// Session ids, the least recently started first.
    private var order: [String] = []
    private let capacity = 64
    let maximumRunning = 2

    nonisolated init() {}

    /// The session's import, running or finished.
    func job(for session: String) -> ImportJob? { jobs[session] }

    /// How many imports are running.
    var running: Int { jobs.values.count { !$0.isDone } }

    /// Whether another import may start now.
    var canStartAnother: Bool { running < maximumRunning }

    /// Waits until no import runs, or until `limit` has passed on `clock`; returns how many still
    /// run then.
    func finishRunning(within limit: Duration, clock: any CourierClock) async -> Int {
        let deadline = clock.uptime() + limit
        while running > 0, clock.uptime() < deadline {
            try? await clock.sleep(for: min(Self.pollInterval, deadline - clock.uptime()))
        }
        return running
    }

    /// How often ``finishRunning(within:clock:)`` looks whether the imports ended.
    private static let pollInterval = Duration.milliseconds(100)

    /// Keeps `job` as the session's import, in place of its last one.
    func keep(_ job: ImportJob, for session: String) {
        jobs[session] = job
        order.removeAll { $0 == session }
        order.append(session)
        var finished = order.filter { jobs[$0]?.isDone == true }
        while jobs.count > capacity, !finished.isEmpty {
            let oldest = finished.removeFirst()
            jobs[oldest] = nil
            order.removeAll { $0 == oldest }
        }
    }
}
