#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    /// One curl multi handle and the dedicated thread that drives it: the engine under
    /// ``CurlTransport``, which spreads concurrent requests over a few of these.
    ///
    /// Callers hand work in through a locked inbox and `curl_multi_wakeup`; the thread adds the
    /// handles, drives them with `curl_multi_perform`, sleeps in `curl_multi_poll`, and resumes each
    /// caller's continuation exactly once when its transfer ends (done, failed or cancelled). The
    /// multi handle keeps the connection cache, so connections are reused across requests.
    final class CurlEventLoop: @unchecked Sendable {
        // `@unchecked`: `multi` and `activeTransfers` are only used on the loop thread after `init`;
        // the inbox and the idle handles are only touched while holding `lock`.
        let lock = NSLock()
        let multi: UnsafeMutableRawPointer
        let configuration: CurlTransport.Configuration
        private let keepingIdle: Int

        /// Requests started on this loop and not yet returned; read without the lock to pick a loop.
        let inFlight = Atomic<Int>(0)

        // Guarded by `lock`.
        var inbox = Inbox()
        private var idleHandles: [CurlEasyHandle] = []
        private var existingHandles = 0

        // Loop thread only.
        var activeTransfers = 0

        /// Work handed to the loop thread.
        struct Inbox {
            var starts: [CurlEasyHandle] = []
            var cancellations: [(handle: CurlEasyHandle, generation: UInt64)] = []
            /// A wakeup is pending already; more posts need not signal again.
            var signalled = false
            var stopping = false
            /// The loop thread is (about to be) in `curl_multi_poll`: a post must wake it.
            var sleeping = false
        }

        init(configuration: CurlTransport.Configuration, maxConnectionsPerHost: Int) throws(TransportError) {
            try CurlGlobal.ensureInitialised()
            guard let multi = curl_multi_init() else {
                throw TransportError(.other, "curl_multi_init failed")
            }
            self.multi = multi
            self.configuration = configuration
            keepingIdle = Swift.max(16, maxConnectionsPerHost * 2)
            _ = courier_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
            _ = courier_multi_setopt_long(
                multi, CURLMOPT_MAXCONNECTS, Swift.max(16, maxConnectionsPerHost * 4))
            let thread = Thread { [self] in run() }
            thread.name = "courier.curl"
            thread.start()
        }

        /// Ends the loop thread once it is idle (there are no transfers left when the transport goes).
        func stop() {
            post { $0.stopping = true }
        }

        /// Changes the inbox and wakes the loop thread if it sleeps (or is about to) and no wakeup is
        /// pending; a loop thread that is awake checks the inbox before it sleeps.
        func post(_ change: (inout Inbox) -> Void) {
            let mustWake = lock.withLock {
                change(&inbox)
                guard inbox.sleeping, !inbox.signalled else { return false }
                inbox.signalled = true
                return true
            }
            if mustWake { _ = curl_multi_wakeup(multi) }
        }

        /// An idle handle of this loop, or a new one.
        func acquireHandle() throws(TransportError) -> CurlEasyHandle {
            if let handle = lock.withLock({ idleHandles.popLast() }) { return handle }
            let handle = try CurlEasyHandle(configuration: configuration)
            lock.withLock { existingHandles += 1 }
            return handle
        }

        /// Takes back handles that are not in the multi handle.
        func releaseHandles(_ handles: some Sequence<CurlEasyHandle>) {
            lock.withLock {
                for handle in handles {
                    handle.requestBody.releaseIfLarge()
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
            lock.withLock { (existingHandles, idleHandles.count) }
        }

        /// The thread body: take in work, let libcurl run, resume what ended, sleep until needed.
        /// The arrays are swapped with the inbox's and reused, so a quiet loop allocates nothing.
        private func run() {
            var starts: [CurlEasyHandle] = []
            var cancellations: [(handle: CurlEasyHandle, generation: UInt64)] = []
            var ended: [EndedTransfer] = []
            while true {
                let stopping = lock.withLock {
                    swap(&starts, &inbox.starts)
                    swap(&cancellations, &inbox.cancellations)
                    inbox.signalled = false
                    return inbox.stopping
                }
                for handle in starts { add(handle, ended: &ended) }
                for (handle, generation) in cancellations {
                    abort(handle, generation: generation, ended: &ended)
                }
                starts.removeAll(keepingCapacity: true)
                cancellations.removeAll(keepingCapacity: true)
                if stopping && activeTransfers == 0 && ended.isEmpty { break }
                var running: Int32 = 0
                _ = curl_multi_perform(multi, &running)
                collectFinished(&ended)
                if !ended.isEmpty {
                    complete(ended)
                    ended.removeAll(keepingCapacity: true)
                }
                // Sleep only if nothing arrived meanwhile; from here on, posts must wake the thread.
                let idle = lock.withLock {
                    let stoppingNow = inbox.stopping && activeTransfers == 0
                    guard inbox.starts.isEmpty, inbox.cancellations.isEmpty, !stoppingNow else {
                        return false
                    }
                    inbox.sleeping = true
                    return true
                }
                guard idle else { continue }
                _ = curl_multi_poll(multi, nil, 0, 1000, nil)
                lock.withLock { inbox.sleeping = false }
            }
            curl_multi_cleanup(multi)
        }
    }
#endif
