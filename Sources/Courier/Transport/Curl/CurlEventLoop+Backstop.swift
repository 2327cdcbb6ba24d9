#if canImport(CCurl)
    import CCurl
    import Foundation

    extension CurlEventLoop {
        /// A transfer's deadline, watched by the loop itself.
        struct Backstop {
            let handle: CurlEasyHandle
            let generation: UInt64
            let deadline: ContinuousClock.Instant
        }

        /// How long past its timeout a watched transfer is left to libcurl, which ends a transfer
        /// that has its connection at its deadline with its own words.
        static let backstopGrace = Duration.milliseconds(250)

        /// Watches `handle`'s transfer, started while this loop's connections may all be busy: one
        /// that waits for a connection to the host is not timed out by libcurl 7.88 until it gets
        /// one (a request with an 8-second timeout answered after a minute, when the requests ahead
        /// of it ended). A streamed body has no deadline, only a minimum speed. Call with `lock` held.
        func watchLocked(_ handle: CurlEasyHandle) {
            guard let timeout = handle.timeout else { return }
            backstops.append(
                Backstop(
                    handle: handle, generation: handle.generation.load(ordering: .relaxed),
                    deadline: .now + timeout + Self.backstopGrace))
        }

        /// Ends the watched transfers past their deadline that never got to send their request
        /// (still waiting for a connection) with `.timedOut`, and forgets those that ended or got
        /// one: a transfer under way is libcurl's to time out, with its own words. Runs after every
        /// call into the multi handle, once libcurl's own timers ran and what ended was collected;
        /// the loop wakes at least once a second while transfers are active. Call with `lock` held.
        func expireOverdueLocked() {
            let now = ContinuousClock.now
            backstops.removeAll { backstop in
                let handle = backstop.handle
                guard handle.isActive, handle.generation.load(ordering: .relaxed) == backstop.generation
                else { return true }
                guard now >= backstop.deadline else { return false }
                guard handle.time(CURLINFO_PRETRANSFER_TIME_T) == .zero else { return true }
                detachLocked(handle)
                let address = handle.askedAddress() ?? "the server"
                let within = CurlEasyHandle.spoken(handle.timeout ?? .zero)
                endLocked(
                    handle,
                    .failure(
                        TransportError(.timedOut, "no connection to \(address) was free within \(within)")))
                return true
            }
        }
    }
#endif
