import Basics
import HTTPServer
import SQL
import Synchronization

/// Whether the database could not be reached at the last try, so that an outage is logged once when
/// it begins (with the database's reason, on one line) and once when it ends, rather than on every
/// request it fails.
final class DatabaseOutage: Sendable {
    private let logger: Logger
    private let isDown = Atomic(false)

    init(logger: Logger) { self.logger = logger }

    /// A request failed with `error` for want of the database.
    func failed(_ error: SQLError) {
        guard isDown.exchange(true, ordering: .relaxed) == false else { return }
        let reason = error.message.split(whereSeparator: \.isNewline).joined(separator: " ")
        logger.log(.error, "The database cannot be reached; requests get 503 until it answers: \(reason)")
    }

    /// A request was answered by the database.
    func answered() {
        guard isDown.load(ordering: .relaxed), isDown.exchange(false, ordering: .relaxed) else { return }
        logger.log(.notice, "The database answers again.")
    }
}
