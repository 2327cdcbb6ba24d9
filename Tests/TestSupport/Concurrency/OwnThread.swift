import Foundation

/// Runs blocking work (waiting for a process, reading a pipe) on a thread of its own, so the
/// cooperative pool is never held up.
public enum OwnThread {
    public static func run<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: work()) }.start()
        }
    }
}
