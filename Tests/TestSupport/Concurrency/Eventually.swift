import Foundation

/// Waits (in real time, briefly and generously) until `condition` holds; for handing control to
/// other tasks in tests, never for measuring time.
public func eventually(_ condition: @Sendable () -> Bool) async -> Bool {
    for _ in 0..<5_000 {
        if condition() { return true }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return condition()
}
