#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    /// One curl multi handle, its epoll set and the thread that waits on it: the engine under
    /// ``CurlTransport``, which spreads concurrent requests over a few of these.
    ///
    /// libcurl's multi "socket" API lets any thread drive the multi handle while holding `lock`.
    /// When the loop is idle, a lone caller of `send` drives its own transfer: it adds its handle,
    /// libcurl writes the request, and the caller waits on the epoll set itself, holding the lock,
    /// for at most `inlineWindow` (polling for the first `spinLimit`, as `inlinePolicy` finds it
    /// pays). A response that arrives in time (the usual case on a fast network) is returned
    /// without any thread hop. Meanwhile the loop thread is parked on the wakeup alone, so it never
    /// competes for the sockets. When the window passes, or another caller or a cancellation posts
    /// work, the caller hands the transfers to the loop thread and suspends.
    /// When transfers are running, a caller leaves its handle in the `inbox` and wakes the loop
    /// thread, which starts all pending handles in one go (batching is what pays under load). The
    /// loop thread sleeps in `epoll_wait` without the lock and lets libcurl read whatever becomes
    /// ready. Cancellation also runs on the caller's thread when the lock is free. Each result is
    /// delivered exactly once, outside the lock, through the handle's `outcome`. The multi handle
    /// keeps the connection cache, so connections are reused across requests.
    final class CurlEventLoop: @unchecked Sendable {
        // `@unchecked`: `inbox`, `idleHandles` and `existingHandles` are only touched while holding
        // `handOffLock`; every other `var`, and `isActive` and the transfer state of this loop's
        // handles from `begin` until their transfer ended, only while holding `lock` (libcurl's
        // callbacks run inside multi calls made under it). `handOffLock` may be taken while holding
        // `lock`, never the other way round. `poller` is created in `init` and destroyed when the
        // thread ends.
        /// Guards the multi handle and the transfers in it.
        let lock = NSLock()
        /// Guards what callers and the loop hand each other: the inbox and the idle handles.
        let handOffLock = NSLock()
        /// Starts and cancellations left for the loop thread.
        var inbox = Inbox()
        let multi: UnsafeMutableRawPointer
        let poller: UnsafeMutablePointer<courier_poller>
        let configuration: CurlTransport.Configuration
        private let keepingIdle: Int

        /// Requests started on this loop and not yet returned; read without the lock to pick a loop.
        let inFlight = Atomic<Int>(0)

        private var idleHandles: [CurlEasyHandle] = []
        private var existingHandles = 0
        var activeTransfers = 0
        /// When libcurl next wants `CURL_SOCKET_TIMEOUT` handling (`nil`: no timer).
        var deadline: ContinuousClock.Instant?
        /// When the loop thread wakes at the latest; a caller that sets an earlier deadline wakes it.
        var plannedWake = ContinuousClock.now
        /// The loop thread waits on the sockets (it drives the transfers) rather than parked on the
        /// wakeup alone. A caller drives a transfer inline only while this is `false`.
        var loopPolls = false
        /// How a caller driving its transfer inline waits for the response.
        var inlinePolicy = CurlInlinePolicy()
        private var stopping = false
        /// Transfers that ended while the lock was held, to resume once it is released.
        var ended: [EndedTransfer] = []
        /// Transfers started while every connection might be busy, watched to their deadline
        /// (``CurlEventLoop/expireOverdueLocked()``).
        var backstops: [Backstop] = []
        /// This loop's share of ``CurlTransport/Configuration/maxConnectionsPerHost``.
        let maxConnectionsPerHost: Int
        /// Jobs of tasks that prefer this loop as their executor; guarded by `handOffLock`.
        var jobs: [UnownedJob] = []
        /// The loop thread has been woken for the jobs already; guarded by `handOffLock`.
        var jobsSignalled = false
        /// The loop thread has ended: jobs go to the global pool; guarded by `handOffLock`.
        var jobsClosed = false
        /// The loop thread's `pthread_self`, set when it starts.
        let loopThread = Atomic<UInt>(0)

        /// Work for the loop thread.
        struct Inbox {
            var starts: [CurlEasyHandle] = []
            var cancellations: [(handle: CurlEasyHandle, generation: UInt64)] = []
            /// Transfers paused for a streamed body's reader, to go on.
            var unpauses: [(handle: CurlEasyHandle, generation: UInt64)] = []
            /// The loop thread has been woken for this work already.
            var signalled = false
        }

        /// A transfer that ended: its handle and the result to deliver to its caller.
        typealias EndedTransfer = (handle: CurlEasyHandle, result: Result<HTTPResponse, TransportError>)

        init(configuration: CurlTransport.Configuration, maxConnectionsPerHost: Int) throws(TransportError) {
            try CurlGlobal.ensureInitialised()
            guard let multi = curl_multi_init() else {
                throw TransportError(.other, "curl_multi_init failed")
            }
            guard let poller = courier_poller_create(multi) else {
                curl_multi_cleanup(multi)
                throw TransportError(.other, "cannot create the curl event loop's epoll set")
            }
            self.multi = multi
            self.poller = poller
            self.configuration = configuration
            keepingIdle = Swift.max(16, maxConnectionsPerHost * 2)
            self.maxConnectionsPerHost = maxConnectionsPerHost
            _ = courier_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
            _ = courier_multi_setopt_long(
                multi, CURLMOPT_MAXCONNECTS, Swift.max(16, maxConnectionsPerHost * 4))
            let thread = Thread { [self] in run() }
            thread.name = "courier.curl"
            thread.start()
        }

        /// Ends the loop thread (no transfers are left when the transport goes away).
        func stop() {
            lock.withLock { stopping = true }
            courier_poller_wake(poller)
        }

        /// Interrupts the loop thread's wait, so it takes up an earlier deadline.
        func wake() { courier_poller_wake(poller) }

        /// An idle handle of this loop, or a new one.
        func acquireHandle() throws(TransportError) -> CurlEasyHandle {
            if let handle = handOffLock.withLock({ idleHandles.popLast() }) { return handle }
            let handle = try CurlEasyHandle(configuration: configuration, poller: poller)
            handOffLock.withLock { existingHandles += 1 }
            return handle
        }

        /// Takes back handles that are not in the multi handle. Call without `lock`.
        func releaseHandles(_ handles: some Sequence<CurlEasyHandle>) {
            handOffLock.withLock {
                for handle in handles {
                    if idleHandles.count < keepingIdle {
                        idleHandles.append(handle)
                    } else {
                        existingHandles -= 1  // freed when the last reference goes
                    }
                }
            }
        }

        /// Existing and idle handles; equal when no request is in flight.
        var handleCounts: (existing: Int, idle: Int) {
            handOffLock.withLock { (existingHandles, idleHandles.count) }
        }

        /// The thread body: wait for sockets or the deadline (or, with nothing to drive, park on the
        /// wakeup), let libcurl work, deliver what ended.
        private func run() {
            let capacity: Int32 = 64
            let sockets = UnsafeMutablePointer<Int32>.allocate(capacity: Int(capacity))
            let masks = UnsafeMutablePointer<Int32>.allocate(capacity: Int(capacity))
            var work = Inbox()
            var runnable: [UnownedJob] = []
            loopThread.store(Self.currentThread, ordering: .relaxed)
            while let (milliseconds, polls) = nextWait() {
                var count: Int32 = 0
                if polls {
                    let nanoseconds = milliseconds * 1_000_000
                    count = courier_poller_wait(poller, sockets, masks, capacity, nanoseconds, nil)
                } else {
                    courier_poller_park(poller, Int32(clamping: milliseconds))
                }
                let ready = lock.withLock {
                    // Parked, the wakeup is consumed only here: a caller driving a transfer inline
                    // (it held the lock until now) must see it too.
                    if !polls { courier_poller_drain(poller) }
                    takeInboxLocked(into: &work)
                    actOnSocketsLocked(sockets, masks, count)
                    return afterMultiCallLocked()
                }
                resume(ready)
                runJobs(&runnable)
            }
            runJobs(&runnable, closing: true)
            sockets.deallocate()
            masks.deallocate()
            curl_multi_cleanup(multi)
            courier_poller_destroy(poller)
        }

        /// Lets libcurl act on the sockets `courier_poller_wait` reported ready (a parked socket,
        /// one libcurl does not want at the moment, is taken out of the epoll set instead).
        /// Call with `lock`.
        func actOnSocketsLocked(
            _ sockets: UnsafePointer<Int32>, _ masks: UnsafePointer<Int32>, _ count: Int32
        ) {
            for index in 0..<Int(count) where courier_poller_drop_if_parked(poller, sockets[index]) == 0 {
                var running: Int32 = 0
                _ = curl_multi_socket_action(multi, sockets[index], masks[index], &running)
            }
        }

        /// Takes what callers posted and applies it: starts first, then cancellations, then
        /// unpauses. Call with `lock`.
        func takeInboxLocked(into work: inout Inbox) {
            handOffLock.withLock {
                swap(&work, &inbox)
                inbox.signalled = false
            }
            for handle in work.starts { startLocked(handle) }
            for (handle, generation) in work.cancellations { cancelLocked(handle, generation) }
            for (handle, generation) in work.unpauses { unpauseLocked(handle, generation) }
            work.starts.removeAll(keepingCapacity: true)
            work.cancellations.removeAll(keepingCapacity: true)
            work.unpauses.removeAll(keepingCapacity: true)
        }

        /// How long the loop thread may sleep: until libcurl's deadline, at most a second (so a
        /// caller whose deadline is further away need not wake it), and whether it waits on the
        /// sockets or parks; `nil` once stopped.
        private func nextWait() -> (milliseconds: Int64, polls: Bool)? {
            lock.withLock {
                guard !stopping || activeTransfers > 0 else { return nil }
                // With no transfer running, the loop parks unless callers are about to start more
                // (tasks it has just answered still count as in flight): a lone caller then drives
                // its transfer inline, while callers that come in numbers find the loop polling.
                loopPolls = activeTransfers > 0 || inFlight.load(ordering: .relaxed) > 1
                let now = ContinuousClock.now
                if hasJobs { return (0, loopPolls) }
                plannedWake = Swift.min(deadline ?? now + .seconds(1), now + .seconds(1))
                let (seconds, attoseconds) = (plannedWake - now).components
                let roundedUp = seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
                return (Swift.max(0, roundedUp), loopPolls)
            }
        }
    }
#endif
