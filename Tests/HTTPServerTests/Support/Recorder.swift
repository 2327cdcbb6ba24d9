import Foundation

/// Thread-safe list of events that handlers on server threads record for a test to check.
final class Recorder: @unchecked Sendable {  // safe: `recorded` is only touched under `lock`
    private let lock = NSLock()
    private var recorded: [String] = []

    func record(_ event: String) {
        lock.lock()
        recorded.append(event)
        lock.unlock()
    }

    var events: [String] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
