import Foundation

/// Waits until `condition` holds, yielding to other tasks in between; fails after a generous
/// deadline (this only bounds a hang, it never decides a result).
@MainActor
func eventually(
    _ what: String, timeout: Duration = .seconds(20), _ condition: @MainActor () async -> Bool
) async throws {
    let deadline = ContinuousClock.now + timeout
    while !(await condition()) {
        guard ContinuousClock.now < deadline else { throw Timeout(what: what) }
        try await Task.sleep(for: .milliseconds(2))
    }
}

struct Timeout: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}
