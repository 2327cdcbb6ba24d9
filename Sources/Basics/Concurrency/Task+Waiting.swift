extension Task where Failure == any Error {
    /// This task's result, or `CancellationError` as soon as the task waiting for it is cancelled:
    /// a task shared by several callers (one answer for all) runs on for the others, but a caller
    /// who gave up does not wait for it.
    package func resultUnlessCancelled() async -> Result<Success, any Error> {
        let waiting = Locked<CheckedContinuation<Result<Success, any Error>, Never>?>(nil)
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiting.withLock { $0 = continuation }
                // Cancelled before the continuation was there for the handler to resume.
                if Task<Never, Never>.isCancelled {
                    waiting.withLock { $0.take() }?.resume(returning: .failure(Swift.CancellationError()))
                    return
                }
                Task<Void, Never> {
                    let result = await self.result
                    waiting.withLock { $0.take() }?.resume(returning: result)
                }
            }
        } onCancel: {
            waiting.withLock { $0.take() }?.resume(returning: .failure(Swift.CancellationError()))
        }
    }
}
