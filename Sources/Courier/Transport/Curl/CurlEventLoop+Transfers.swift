#if canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlEventLoop {
        /// Starts a prepared handle's transfer; its result arrives in `handle.outcome`, possibly
        /// before this returns. A lone caller on an idle loop drives the transfer itself (see
        /// `driveInline`). When the loop thread is still polling, or other requests are in flight
        /// on this loop, the caller only lets libcurl write the request here. Otherwise the handle
        /// goes through the inbox, and the loop thread starts it together with whatever else is
        /// pending.
        func begin(_ handle: CurlEasyHandle) {
            if lock.try() {
                if activeTransfers == 0 {
                    // Only a caller alone on this loop drives inline: tasks whose responses the loop
                    // has just delivered are still counted, and they need this thread to run.
                    let alone = inFlight.load(ordering: .relaxed) == 1
                    return loopPolls || !alone ? startHere(handle) : driveInline(handle)
                }
                lock.unlock()
            }
            post { $0.starts.append(handle) }
        }

        /// `begin` on the caller's thread, leaving the wait to the loop thread (woken if it is
        /// parked or its deadline moved earlier); `lock` is held on entry and released on return.
        private func startHere(_ handle: CurlEasyHandle) {
            startLocked(handle)
            let ready = afterMultiCallLocked()
            let mustWake = !loopPolls || (deadline.map { $0 < plannedWake } ?? false)
            lock.unlock()
            if mustWake { wake() }
            resume(ready)
        }

        /// Aborts the transfer of `generation` on `handle` if it has not ended; a transfer not yet
        /// started will not start. Removing a handle never blocks, so this may run on the thread
        /// that cancels the task.
        func cancel(_ handle: CurlEasyHandle, generation: UInt64) {
            handle.cancelledGeneration.store(generation, ordering: .relaxed)
            guard lock.try() else {
                post { $0.cancellations.append((handle, generation)) }
                return
            }
            cancelLocked(handle, generation)
            let ready = afterMultiCallLocked()
            lock.unlock()
            resume(ready)
        }

        /// Lets the transfer of `generation` on `handle` go on receiving, if it has not ended: its
        /// write callback paused it for a streamed body's reader, who has caught up. May run on
        /// any thread, like `cancel`.
        func unpause(_ handle: CurlEasyHandle, generation: UInt64) {
            guard lock.try() else {
                post { $0.unpauses.append((handle, generation)) }
                return
            }
            unpauseLocked(handle, generation)
            let ready = afterMultiCallLocked()
            let mustWake = !loopPolls || (deadline.map { $0 < plannedWake } ?? false)
            lock.unlock()
            if mustWake { wake() }
            resume(ready)
        }

        /// `unpause` holding `lock`. libcurl may hand over the held-back bytes at once, through
        /// the write callback (which may pause again).
        func unpauseLocked(_ handle: CurlEasyHandle, _ generation: UInt64) {
            guard handle.isActive, handle.generation.load(ordering: .relaxed) == generation else { return }
            _ = curl_easy_pause(handle.easy, CURLPAUSE_CONT)
        }

        /// Leaves work for whoever drives the transfers (the loop thread, or a caller driving its
        /// transfer inline) and wakes it, unless a wakeup is pending already.
        private func post(_ change: (inout Inbox) -> Void) {
            let mustWake = handOffLock.withLock {
                change(&inbox)
                defer { inbox.signalled = true }
                return !inbox.signalled
            }
            if mustWake { wake() }
        }

        /// Adds the handle to the multi handle (libcurl starts it in `afterMultiCallLocked`), or
        /// ends it at once if its request was cancelled already.
        func startLocked(_ handle: CurlEasyHandle) {
            let generation = handle.generation.load(ordering: .relaxed)
            guard handle.cancelledGeneration.load(ordering: .relaxed) != generation else {
                endLocked(handle, .failure(TransportError(.cancelled)))
                return
            }
            let code = curl_multi_add_handle(multi, handle.easy)
            guard code == CURLM_OK else {
                let message = "curl_multi_add_handle: \(String(cString: curl_multi_strerror(code)))"
                endLocked(handle, .failure(TransportError(.other, message)))
                return
            }
            handle.isActive = true
            activeTransfers += 1
            if activeTransfers > maxConnectionsPerHost { watchLocked(handle) }
        }

        /// Ends the transfer with `.cancelled` if it is still the one of `generation`.
        func cancelLocked(_ handle: CurlEasyHandle, _ generation: UInt64) {
            guard handle.isActive, handle.generation.load(ordering: .relaxed) == generation else { return }
            detachLocked(handle)
            endLocked(handle, .failure(TransportError(.cancelled)))
        }

        /// After any call into the multi handle: runs libcurl's due timers (which also starts newly
        /// added transfers), notes its next deadline and collects the transfers that ended. Call with
        /// `lock` held, and `resume` the result once it is released.
        func afterMultiCallLocked() -> [EndedTransfer] {
            var rounds = 0
            while true {
                var milliseconds = -1
                _ = curl_multi_timeout(multi, &milliseconds)
                if milliseconds != 0 {
                    deadline = milliseconds < 0 ? nil : .now + .milliseconds(milliseconds)
                    break
                }
                rounds += 1
                guard rounds <= 8 else {
                    deadline = .now  // still due: the loop thread comes straight back to it
                    break
                }
                var running: Int32 = 0
                _ = curl_multi_socket_action(multi, CURL_SOCKET_TIMEOUT, 0, &running)
            }
            var queued: Int32 = 0
            while let message = curl_multi_info_read(multi, &queued) {
                guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                    let handle = CurlEasyHandle.owner(of: easy)
                else { continue }
                let code = message.pointee.data.result
                detachLocked(handle)
                endLocked(handle, handle.takeResult(code))
            }
            // Last: libcurl has ended what it times out itself, and what finished is collected.
            if !backstops.isEmpty { expireOverdueLocked() }
            guard !ended.isEmpty else { return [] }
            defer { ended.removeAll(keepingCapacity: true) }
            return ended
        }

        /// Delivers the results of ended transfers to their callers. Call without `lock`.
        func resume(_ ready: [EndedTransfer]) {
            for transfer in ready { transfer.handle.outcome.deliver(transfer.result) }
        }

        /// Takes the handle out of the multi handle; libcurl closes its connection if the transfer
        /// was cut short, and the handle is clean for its next request.
        func detachLocked(_ handle: CurlEasyHandle) {
            _ = curl_multi_remove_handle(multi, handle.easy)
            handle.isActive = false
            activeTransfers -= 1
        }

        /// Queues the transfer's result for `resume`.
        func endLocked(_ handle: CurlEasyHandle, _ result: Result<HTTPResponse, TransportError>) {
            ended.append((handle, result))
        }
    }
#endif
