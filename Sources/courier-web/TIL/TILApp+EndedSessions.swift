import TILClient
import Web

extension TILApp {
    /// Revokes on the TIL server the tokens of web sessions that ended without a logout (their
    /// time ran out, or the session store was full): nobody can use such a token from the site any
    /// more, so it should open nothing elsewhere either. One after another; a token the server
    /// cannot be told about stays as it was.
    func revokeLogins(of sessions: [Session]) async {
        for login in sessions.compactMap(Self.login(in:)) {
            let til = TILSession(configuration: configuration, credentials: credentials(login))
            _ = try? await til.logout()
        }
    }
}

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
