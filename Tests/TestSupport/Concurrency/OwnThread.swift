import Foundation

/// Runs blocking work (waiting for a process, reading a pipe, a raw socket, a database's setup) on
/// a thread of its own, so Swift's cooperative pool, shared with every other suite, never waits on it.
public enum OwnThread {
    public static func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let outcome: Result<Value, Failure> = await withCheckedContinuation { continuation in
            Thread {
                do throws(Failure) {
                    continuation.resume(returning: .success(try work()))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }.start()
        }
        return try outcome.get()
    }
}
