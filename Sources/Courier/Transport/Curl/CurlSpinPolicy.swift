#if canImport(CCurl)
    /// Whether a lone caller should poll before it sleeps: yes while that recently paid (the
    /// response came within ``CurlEventLoop/spinLimit``); after a few misses in a row (a slow
    /// server or a real network) only one transfer in 16 tries again. Used under the loop's lock.
    struct CurlSpinPolicy {
        private var misses = 0
        private var skipped = 0

        /// Whether this transfer should poll first.
        mutating func shouldSpin() -> Bool {
            guard misses >= 4 else { return true }
            skipped += 1
            guard skipped >= 16 else { return false }
            skipped = 0
            return true
        }

        /// Notes whether polling paid for a transfer that polled.
        mutating func record(paid: Bool) {
            misses = paid ? 0 : misses + 1
        }
    }
#endif
