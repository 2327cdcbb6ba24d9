import Basics

/// Why a wait was refused: the server (or a rule) asked for longer than the retry policy allows.
///
/// Carried by ``StatusError/waitCapReached`` when a response asked for the wait, and by
/// ``CourierError/middleware(message:underlying:request:)`` when a request was refused before it was
/// sent because its key was paused for too long.
public struct WaitCapReached: Error, Sendable, Equatable, CustomStringConvertible {
    /// The wait that was asked for.
    public let asked: Duration
    /// What the policy still allowed.
    public let allowed: Duration

    public init(asked: Duration, allowed: Duration) {
        self.asked = asked
        self.allowed = allowed
    }

    public var description: String {
        "the server asked to wait \(Self.format(asked)), more than the \(Self.format(allowed)) the retry policy allows"
    }

    private static func format(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        return seconds >= 120 ? "\(seconds) s (\(seconds / 60) min)" : "\(seconds) s"
    }
}
