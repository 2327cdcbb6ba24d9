import Foundation

/// Real time: `Date()`, the continuous clock and `Task.sleep`.
public struct SystemClock: CourierClock {
    private static let origin = ContinuousClock.now

    public init() {}

    public func now() -> Date { Date() }

    public func uptime() -> Duration { ContinuousClock.now - Self.origin }

    public func sleep(for duration: Duration) async throws {
        guard duration > .zero else { return try Task.checkCancellation() }
        try await Task.sleep(for: duration)
    }
}

extension CourierClock where Self == SystemClock {
    /// Real time.
    public static var system: SystemClock { SystemClock() }
}
