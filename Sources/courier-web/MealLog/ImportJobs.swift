/// The imports of the browser sessions, one per session: the one running, or the last one
/// finished, whose result the session's page shows. The oldest finished ones are dropped past
/// ``capacity``; a running one is never dropped.
@MainActor
final class ImportJobs: Sendable {
    private var jobs: [String: ImportJob] = [:]
    /// Session ids, the least recently started first.
    private var order: [String] = []
    private let capacity = 64

    nonisolated init() {}

    /// The session's import, running or finished.
    func job(for session: String) -> ImportJob? { jobs[session] }

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
