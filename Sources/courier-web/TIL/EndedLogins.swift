import TILClient
import Web

/// The TIL logins of web sessions that ended without a logout (their time ran out, or the session
/// store was full), revoked on the TIL server: nobody can use such a token from the site any more,
/// so it should open nothing elsewhere either. One task revokes them in the order the sessions
/// ended, off the pages' way, so a TIL server that is slow to answer holds one request, not one for
/// every session that ends meanwhile. A token the server cannot be told about stays as it was.
final class EndedLogins: Sendable {
    private let queue: AsyncStream<[Session]>.Continuation

    init(_ til: TILApp) {
        let (sessions, queue) = AsyncStream.makeStream(of: [Session].self)
        self.queue = queue
        Task.detached {
            for await ended in sessions {
                for login in ended.compactMap(TILApp.login(in:)) {
                    let session = TILSession(
                        configuration: til.configuration, credentials: til.credentials(login))
                    _ = try? await session.logout()
                }
            }
        }
    }

    /// Queues `sessions`; returns at once.
    func revoke(_ sessions: [Session]) { queue.yield(sessions) }
}
