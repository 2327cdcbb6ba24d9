#if canImport(CCurl)
    import CCurl
    import Foundation
    import Synchronization

    /// Runs every transfer of one ``CurlTransport`` on a single dedicated thread with a curl multi
    /// handle, so no Swift task ever blocks in libcurl.
    ///
    /// Callers hand work in through a locked inbox and `curl_multi_wakeup`; the thread adds the
    /// handles, drives them with `curl_multi_perform`, sleeps in `curl_multi_poll`, and resumes each
    /// caller's continuation exactly once when its transfer ends (done, failed or cancelled). The
    /// multi handle keeps the connection cache, so connections are reused across requests.
    final class CurlMultiLoop: @unchecked Sendable {
        // `@unchecked`: `multi` and `activeCount` are used only on the loop thread (after `init`);
        // everything shared is in the `inbox` and `pool` mutexes.
        private let multi: UnsafeMutableRawPointer
        private let inbox = Mutex(Inbox())
        private var activeCount = 0
        /// The handle pool, shared with callers of `send`.
        let pool: CurlHandlePool

        private struct Inbox {
            var starts: [CurlEasyHandle] = []
            var cancellations: [(handle: CurlEasyHandle, generation: UInt64)] = []
            /// A wakeup is already pending; further posts need not write to the wakeup socket.
            var signalled = false
            var stopping = false
        }

        init(configuration: CurlTransport.Configuration) throws(TransportError) {
            try CurlGlobal.ensureInitialised()
            guard let multi = curl_multi_init() else { throw TransportError(.other, "curl_multi_init failed") }
            self.multi = multi
            let perHost = Swift.max(1, configuration.maxConnectionsPerHost)
            _ = courier_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, perHost)
            _ = courier_multi_setopt_long(multi, CURLMOPT_MAXCONNECTS, Swift.max(16, perHost * 4))
            pool = CurlHandlePool(configuration: configuration, keepingIdle: Swift.max(16, perHost * 2))
            let thread = Thread { [self] in run() }
            thread.name = "courier.curl"
            thread.start()
        }

        /// Queues a prepared handle whose `continuation` is set.
        func start(_ handle: CurlEasyHandle) {
            post { $0.starts.append(handle) }
        }

        /// Aborts the transfer of `generation` on `handle` if it is still running (or not yet started).
        func cancel(_ handle: CurlEasyHandle, generation: UInt64) {
            handle.cancelledGeneration.store(generation, ordering: .relaxed)
            post { $0.cancellations.append((handle, generation)) }
        }

        /// Ends the thread once the inbox is drained; called when the transport goes away.
        func stop() {
            post { $0.stopping = true }
        }

        private func post(_ change: (inout Inbox) -> Void) {
            let mustWake = inbox.withLock { inbox in
                change(&inbox)
                defer { inbox.signalled = true }
                return !inbox.signalled
            }
            if mustWake { _ = curl_multi_wakeup(multi) }
        }

        private func run() {
            while true {
                let work = inbox.withLock { inbox in
                    defer {
                        inbox.starts.removeAll(keepingCapacity: true)
                        inbox.cancellations.removeAll(keepingCapacity: true)
                        inbox.signalled = false
                    }
                    return (inbox.starts, inbox.cancellations, inbox.stopping)
                }
                for handle in work.0 { add(handle) }
                for (handle, generation) in work.1 { abort(handle, generation: generation) }
                if work.2 && activeCount == 0 { break }
                var running: Int32 = 0
                _ = curl_multi_perform(multi, &running)
                collectFinishedTransfers()
                _ = curl_multi_poll(multi, nil, 0, 1000, nil)
            }
            curl_multi_cleanup(multi)
        }

        private func add(_ handle: CurlEasyHandle) {
            let generation = handle.generation.load(ordering: .relaxed)
            if handle.cancelledGeneration.load(ordering: .relaxed) == generation {
                finish(handle, .failure(TransportError(.cancelled)))
                return
            }
            let code = curl_multi_add_handle(multi, handle.easy)
            guard code == CURLM_OK else {
                let message = String(cString: curl_multi_strerror(code))
                finish(handle, .failure(TransportError(.other, "curl_multi_add_handle: \(message)")))
                return
            }
            handle.isActive = true
            activeCount += 1
        }

        private func abort(_ handle: CurlEasyHandle, generation: UInt64) {
            guard handle.isActive, handle.generation.load(ordering: .relaxed) == generation else { return }
            detach(handle)
            finish(handle, .failure(TransportError(.cancelled)))
        }

        private func collectFinishedTransfers() {
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                    let handle = CurlEasyHandle.owner(of: easy)
                else { continue }
                let code = message.pointee.data.result
                detach(handle)
                finish(handle, handle.takeResult(code))
            }
        }

        /// Takes the handle out of the multi handle; libcurl closes its connection if the transfer
        /// was cut short, and the handle is clean for its next request.
        private func detach(_ handle: CurlEasyHandle) {
            _ = curl_multi_remove_handle(multi, handle.easy)
            handle.isActive = false
            activeCount -= 1
        }

        /// Returns the handle to the pool, then resumes its caller (exactly once: the continuation is
        /// taken out before resuming and a handle is finished only by this thread).
        private func finish(_ handle: CurlEasyHandle, _ result: Result<HTTPResponse, TransportError>) {
            let continuation = handle.continuation
            handle.continuation = nil
            handle.requestBody.releaseIfLarge()
            pool.release(handle)
            continuation?.resume(returning: result)
        }
    }
#endif
