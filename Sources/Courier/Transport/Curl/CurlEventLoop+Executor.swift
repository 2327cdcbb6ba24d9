#if canImport(CCurl)
    import Foundation

    extension CurlEventLoop: TaskExecutor {
        /// Runs `job` on the loop thread, between two rounds of socket work. A task that prefers this
        /// executor (see ``CurlTransport/taskExecutor``) starts its transfers and is resumed with
        /// their results on this thread, with no thread switch either way.
        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            let (accepted, mustWake) = handOffLock.withLock { () -> (Bool, Bool) in
                guard !jobsClosed else { return (false, false) }
                jobs.append(job)
                defer { jobsSignalled = true }
                return (true, !jobsSignalled && !isLoopThread)
            }
            guard accepted else {
                // The loop has ended (its transport is gone): run the task on the global pool.
                return globalConcurrentExecutor.enqueue(job)
            }
            if mustWake { wake() }
        }

        /// Whether the calling thread is this loop's thread.
        var isLoopThread: Bool { loopThread.load(ordering: .relaxed) == Self.currentThread }

        static var currentThread: UInt { UInt(bitPattern: Int(bitPattern: pthread_self())) }

        /// Whether jobs wait to run; read by `nextWait` so the loop does not sleep on them.
        var hasJobs: Bool { handOffLock.withLock { !jobs.isEmpty } }

        /// Runs the jobs enqueued so far (and those they enqueue in turn, up to a round's worth, so
        /// sockets are not starved). Call on the loop thread without `lock`.
        func runJobs(_ runnable: inout [UnownedJob], closing: Bool = false) {
            for _ in 0..<4 {
                handOffLock.withLock {
                    swap(&runnable, &jobs)
                    jobsSignalled = false
                    if closing { jobsClosed = true }
                }
                guard !runnable.isEmpty else { return }
                let executor = asUnownedTaskExecutor()
                for job in runnable { job.runSynchronously(on: executor) }
                runnable.removeAll(keepingCapacity: true)
            }
        }
    }
#endif
