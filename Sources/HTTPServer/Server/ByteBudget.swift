import Basics
import Synchronization

/// The memory that requests' bytes may hold: a total for all of them, and a share for one client's
/// (``Request/remoteAddress``), so that one client cannot take the whole budget and make every
/// other client wait. A client's one request is always judged by the total alone, so a request
/// larger than the client's share still fits when it is all the client has.
///
/// The server keeps two: the bodies being received (`maxBodyBytesInFlight`: a client announcing
/// large bodies and sending them slowly), and the answers being sent (`maxAnswerBytesInFlight`: a
/// client asking for large answers and never reading them).
final class ByteBudget: Sendable {
    private let total: Int
    private let perClient: Int
    private let held = Locked(Holdings())
    /// `held.total`, readable without the lock: when nothing is held, no request need take it.
    private let anyHeld = Atomic<Int>(0)

    private struct Holdings {
        var total = 0
        var byClient: [String: Int] = [:]
    }

    init(total: Int, perClient: Int) {
        self.total = total
        self.perClient = perClient
    }

    /// Reserves `bytes` more for a request of `client` that holds `holding` already; `false` (and
    /// nothing reserved) when that would pass the total, or the client's share while its other
    /// requests hold some of it.
    func reserve(_ bytes: Int, for client: String?, holding: Int) -> Bool {
        held.withLock { held in
            guard held.total + bytes <= total else { return false }
            if let client {
                let clientHeld = held.byClient[client, default: 0]
                let others = clientHeld - holding
                guard others == 0 || clientHeld + bytes <= perClient else { return false }
                held.byClient[client] = clientHeld + bytes
            }
            held.total += bytes
            anyHeld.store(held.total, ordering: .relaxed)
            return true
        }
    }

    /// Whether a new request of `client` should wait: the total is held, or the client's share is
    /// while it holds anything. For a budget of what exists once the work is done (an answer), asked
    /// before the work, so that nothing done is thrown away; the bytes are then ``add(_:for:)``ed,
    /// and the total is passed by at most the answers being made meanwhile.
    func isFull(for client: String?) -> Bool {
        guard anyHeld.load(ordering: .relaxed) > 0 else { return false }
        return held.withLock { held in
            guard held.total < total else { return true }
            guard let client, let clientHeld = held.byClient[client] else { return false }
            return clientHeld >= perClient
        }
    }

    /// Holds `bytes` for a request of `client`, whatever the limits.
    func add(_ bytes: Int, for client: String?) {
        guard bytes > 0 else { return }
        held.withLock { held in
            held.total += bytes
            anyHeld.store(held.total, ordering: .relaxed)
            if let client { held.byClient[client, default: 0] += bytes }
        }
    }

    /// Gives back `bytes` that a request of `client` held.
    func release(_ bytes: Int, for client: String?) {
        guard bytes > 0 else { return }
        held.withLock { held in
            held.total -= bytes
            anyHeld.store(held.total, ordering: .relaxed)
            guard let client, let clientHeld = held.byClient[client] else { return }
            held.byClient[client] = clientHeld > bytes ? clientHeld - bytes : nil
        }
    }
}
