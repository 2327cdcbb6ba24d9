#if canImport(CCurl)
    /// How a lone caller waits for its own response, learned from the last few responses: it
    /// polls first while responses come within ``CurlEventLoop/spinLimit``, sleeps on the sockets
    /// while they come within ``CurlEventLoop/inlineWindow``, and leaves the wait to the loop
    /// thread at once while they take longer (a slow server or a real network, where a thread hop
    /// costs nothing next to the wait, and blocking a pool thread would buy nothing). After four
    /// misses in a row it settles on the next cheaper plan; every 16th transfer tries the full
    /// plan again. Used under the loop's lock.
    struct CurlInlinePolicy {
        /// What a lone caller does after writing its request.
        enum Plan {
            /// Polls up to `spinLimit`, then sleeps on the sockets up to `inlineWindow`.
            case spinThenWait
            /// Sleeps on the sockets up to `inlineWindow`.
            case wait
            /// Hands the transfer to the loop thread at once.
            case handOver
        }

        private var spinMisses = 0
        private var waitMisses = 0
        private var sinceProbe = 0

        /// The plan for the next transfer.
        mutating func plan() -> Plan {
            sinceProbe += 1
            if sinceProbe >= 16 {
                sinceProbe = 0
                return .spinThenWait
            }
            if waitMisses >= 4 { return .handOver }
            return spinMisses >= 4 ? .wait : .spinThenWait
        }

        /// Notes how a transfer that followed `plan` went: whether it ended while polling, or at
        /// least within the window.
        mutating func record(_ plan: Plan, endedWhilePolling: Bool, endedInWindow: Bool) {
            guard plan != .handOver else { return }
            waitMisses = endedInWindow ? 0 : waitMisses + 1
            if plan == .spinThenWait { spinMisses = endedWhilePolling ? 0 : spinMisses + 1 }
        }
    }
#endif
