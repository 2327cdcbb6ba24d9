#if canImport(CCurl)
    import CCurl

    extension CurlEventLoop {
        /// How long a lone caller may wait for its own response before it hands the transfer to the
        /// loop thread and suspends: blocking a thread of the cooperative pool this long costs no
        /// more than a little CPU work would.
        static let inlineWindow = Duration.microseconds(1000)
        /// How long a lone caller polls without sleeping first. A response on loopback or a LAN
        /// often arrives within this, and then costs neither a sleep nor a wake-up of this thread
        /// (on a virtual machine the dearest part of a short exchange). `spinPolicy` stops it where
        /// it does not pay.
        static let spinLimit = Duration.microseconds(50)

        /// A lone caller drives its transfer on its own thread: it starts it, then waits on the
        /// sockets itself (the loop thread is parked and does not compete for them) until the
        /// transfer ends or `inlineWindow` passes; during the first `spinLimit` it polls rather
        /// than sleeps. Anything posted meanwhile (another caller's start, a cancellation) wakes
        /// it; it applies that at once, and once other transfers run it hands everything to the
        /// loop thread rather than keep them waiting. On return the result is in `handle.outcome`
        /// if the transfer ended.
        ///
        /// Call holding `lock`, with no transfer running and the loop thread parked; `lock` is
        /// released on return.
        func driveInline(_ handle: CurlEasyHandle) {
            startLocked(handle)
            var ready = afterMultiCallLocked()
            var ownEnded = ready.contains { $0.handle === handle }
            let start = ContinuousClock.now
            let windowEnd = start + Self.inlineWindow
            let spins = spinPolicy.shouldSpin()
            let spinEnd = spins ? start + Self.spinLimit : start
            if !ownEnded && activeTransfers == 1 {
                var endedWhileSpinning = false
                withUnsafeTemporaryAllocation(of: Int32.self, capacity: 16) { buffer in
                    let sockets = buffer.baseAddress!  // safe: a temporary allocation of 16
                    let masks = sockets + 8
                    var work = Inbox()
                    while true {
                        let now = ContinuousClock.now
                        guard now < windowEnd else { break }
                        let wakeAt = Swift.min(deadline ?? windowEnd, windowEnd)
                        let timeout = now < spinEnd ? 0 : Self.nanoseconds(wakeAt - now)
                        var woken: Int32 = 0
                        let count = courier_poller_wait(poller, sockets, masks, 8, timeout, &woken)
                        if woken != 0 { takeInboxLocked(into: &work) }
                        actOnSocketsLocked(sockets, masks, count)
                        guard count > 0 || woken != 0 || timeout > 0 || wakeAt <= now else { continue }
                        let ended = afterMultiCallLocked()
                        if ended.contains(where: { $0.handle === handle }) {
                            ownEnded = true
                            endedWhileSpinning = now < spinEnd
                        }
                        ready += ended
                        if ownEnded || activeTransfers != 1 { break }
                    }
                }
                if spins { spinPolicy.record(paid: endedWhileSpinning) }
            }
            // Whatever still runs (this transfer after the window, or others started meanwhile)
            // is the loop thread's now: the wakeup makes it look.
            let handsOver = activeTransfers > 0
            lock.unlock()
            if handsOver { wake() }
            resume(ready)
        }

        /// Whole nanoseconds of a non-negative duration, for `courier_poller_wait`.
        private static func nanoseconds(_ duration: Duration) -> Int64 {
            let (seconds, attoseconds) = Swift.max(.zero, duration).components
            return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        }
    }

#endif
