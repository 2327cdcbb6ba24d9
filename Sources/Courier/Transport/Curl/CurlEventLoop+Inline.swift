#if canImport(CCurl)
    import CCurl

    extension CurlEventLoop {
        /// How long a lone caller may wait for its own response before it hands the transfer to the
        /// loop thread and suspends: blocking a thread of the cooperative pool this long costs no
        /// more than a little CPU work would.
        static let inlineWindow = Duration.microseconds(1000)
        /// How long a lone caller polls without sleeping first. A response on loopback or a LAN
        /// often arrives within this, and then costs neither a sleep nor a wake-up of this thread
        /// (on a virtual machine the dearest part of a short exchange).
        static let spinLimit = Duration.microseconds(50)

        /// A lone caller drives its transfer on its own thread: it starts it, then (as
        /// `inlinePolicy` plans) waits on the sockets itself, the loop thread being parked and not
        /// competing for them, until the transfer ends or `inlineWindow` passes, polling rather
        /// than sleeping during the first `spinLimit`. Anything posted meanwhile (another caller's
        /// start, a cancellation) wakes it; it applies that at once, and once other transfers run
        /// it hands everything to the loop thread rather than keep them waiting. On return the
        /// result is in `handle.outcome` if the transfer ended.
        ///
        /// Call holding `lock`, with no transfer running and the loop thread parked; `lock` is
        /// released on return.
        func driveInline(_ handle: CurlEasyHandle) {
            startLocked(handle)
            var ready = afterMultiCallLocked()
            let plan = inlinePolicy.plan()
            if plan != .handOver && activeTransfers == 1 && !ready.contains(where: { $0.handle === handle }) {
                switch waitInline(for: handle, plan: plan, collecting: &ready) {
                case .ended(let whilePolling):
                    inlinePolicy.record(plan, endedWhilePolling: whilePolling, endedInWindow: true)
                case .windowPassed:
                    inlinePolicy.record(plan, endedWhilePolling: false, endedInWindow: false)
                case .interrupted:
                    break  // says nothing about how fast responses come
                }
            }
            // Whatever still runs (this transfer after the window, or others started meanwhile)
            // is the loop thread's now: the wakeup makes it look.
            let handsOver = activeTransfers > 0
            lock.unlock()
            if handsOver { wake() }
            resume(ready)
        }

        /// How waiting inline ended.
        private enum InlineWait {
            /// The transfer ended (while polling, or later).
            case ended(whilePolling: Bool)
            /// `inlineWindow` passed first.
            case windowPassed
            /// Other transfers started meanwhile (or this one was taken out), so the wait stopped.
            case interrupted
        }

        /// The waiting part of `driveInline`, holding `lock`. Ended transfers are added to `ready`.
        private func waitInline(
            for handle: CurlEasyHandle, plan: CurlInlinePolicy.Plan, collecting ready: inout [EndedTransfer]
        ) -> InlineWait {
            let start = ContinuousClock.now
            let windowEnd = start + Self.inlineWindow
            let spinEnd = plan == .spinThenWait ? start + Self.spinLimit : start
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 16) { buffer in
                let sockets = buffer.baseAddress!  // safe: a temporary allocation of 16
                let masks = sockets + 8
                var work = Inbox()
                while true {
                    let now = ContinuousClock.now
                    guard now < windowEnd else { return .windowPassed }
                    let wakeAt = Swift.min(deadline ?? windowEnd, windowEnd)
                    let timeout = now < spinEnd ? 0 : Self.nanoseconds(wakeAt - now)
                    var woken: Int32 = 0
                    let count = courier_poller_wait(poller, sockets, masks, 8, timeout, &woken)
                    if woken != 0 { takeInboxLocked(into: &work) }
                    actOnSocketsLocked(sockets, masks, count)
                    guard count > 0 || woken != 0 || timeout > 0 || wakeAt <= now else { continue }
                    let ended = afterMultiCallLocked()
                    ready += ended
                    if ended.contains(where: { $0.handle === handle }) {
                        return .ended(whilePolling: now < spinEnd)
                    }
                    if activeTransfers != 1 { return .interrupted }
                }
            }
        }

        /// Whole nanoseconds of a non-negative duration, for `courier_poller_wait`.
        private static func nanoseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = Swift.max(.zero, duration).components
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }
    }

#endif
