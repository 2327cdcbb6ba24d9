/// The imports of the browser sessions, one per session: the one running, or the last one
/// finished, whose result the session's page shows. The oldest finished ones are dropped past
/// ``capacity``; a running one is never dropped.
///
/// At most ``maximumRunning`` run at once on the whole site: every import shares the base's
/// requests a second with every page of the meal log, so more at once would only make each slower
/// and the pages wait.
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

    /// Whether another import may start now.
    var canStartAnother: Bool { jobs.values.count { !$0.isDone } < maximumRunning }

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
