import Basics
import Foundation

/// The users logged out everywhere from this site, and when. The TIL server no longer takes the
/// tokens of their logins, so a web session whose login of such a user began before then shows as
/// logged out on its next page, rather than "Logged in as" until its next save is refused.
///
/// Kept in memory: after the site restarts, such a session learns it at its next save, as before.
final class EverywhereLogouts: Sendable {
    private let ended = Locked<[UUID: Date]>([:])

    /// Every login of `user` that began before `time` has ended.
    func record(_ user: UUID, at time: Date) {
        ended.withLock { $0[user] = max($0[user] ?? time, time) }
    }

    /// Whether a login of `user` that began at `start` has ended (one whose start is not known,
    /// from before starts were kept, is taken to be older).
    func hasEnded(_ user: UUID, loginBegan start: Date?) -> Bool {
        guard let end = ended.withLock({ $0[user] }) else { return false }
        guard let start else { return true }
        return start <= end
    }
}
