import Web

/// The ended web sessions whose TIL logins are still to be revoked, revoked by one task in the
/// order they ended, off the pages' way: a TIL server that is slow to answer holds one request,
/// not one for every session that ends meanwhile.
final class EndedLogins: Sendable {
    private let queue: AsyncStream<[Session]>.Continuation

    init(_ til: TILApp) {
        let (sessions, queue) = AsyncStream.makeStream(of: [Session].self)
        self.queue = queue
        Task.detached {
            for await ended in sessions { await til.revokeLogins(of: ended) }
        }
    }

    /// Queues `sessions`; returns at once.
    func revoke(_ sessions: [Session]) { queue.yield(sessions) }
}
