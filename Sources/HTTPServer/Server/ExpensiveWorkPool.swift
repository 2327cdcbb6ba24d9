import Foundation

/// A few threads of their own for expensive requests (bcrypt), with a bounded queue.
///
/// Request workers hand such requests here and go back to serving others. `threads` bounds how many
/// run at once (so they cannot take every core); `queueLimit` bounds how many wait, and past it the
/// server answers 503 at once instead of queueing without end.
final class ExpensiveWorkPool: @unchecked Sendable {  // safe: every field is used under `condition`
    private let condition = NSCondition()
    private var jobs: [@Sendable () -> Void] = []
    private var running = 0
    private var stopped = false
    private let queueLimit: Int

    init(threads: Int, queueLimit: Int) {
        self.queueLimit = queueLimit
        for index in 0..<max(0, threads) {
            let thread = Thread { [self] in work() }
            thread.name = "courier-expensive-\(index)"
            thread.start()
        }
    }

    /// Queues `job`; `false` (and the job is not run) when the queue is full or the pool stopped.
    func submit(_ job: @escaping @Sendable () -> Void) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped, jobs.count < queueLimit else { return false }
        jobs.append(job)
        condition.broadcast()
        return true
    }

    /// Lets queued and running jobs finish, then ends the threads; blocks until no job is left.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        while !jobs.isEmpty || running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                running += 1
                condition.unlock()
                job()
                condition.lock()
                running -= 1
                condition.broadcast()
            } else if stopped {
                condition.unlock()
                return
            } else {
                condition.wait()
            }
        }
    }
}
