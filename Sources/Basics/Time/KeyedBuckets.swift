/// Token buckets by key (a client's address, a username…), each up to its own capacity and all
/// refilled by one token every `refillInterval`, under one lock. Limits per client count with it:
/// the TIL server's login throttle and the web site's GitHub searches.
///
/// A key not seen yet has a full bucket. Once more than `keptKeys` are held, the buckets that have
/// refilled completely (which equal new ones) are forgotten, so made-up keys cannot grow memory
/// without bound.
package final class KeyedBuckets: Sendable {
    private struct State {
        var buckets: [String: RefillingBucket] = [:]
        /// How many buckets are held before the next pass forgets the full ones.
        var pruneAt: Int
    }

    private let state: Locked<State>
    private let rate: Double
    private let clock: any CourierClock
    private let keptKeys: Int

    /// Buckets refilled by one token every `refillInterval` (zero: never), read from `clock`'s
    /// monotonic `uptime()`.
    package init(refillInterval: Duration, clock: any CourierClock, keptKeys: Int = 50_000) {
        let interval = refillInterval.seconds
        rate = interval > 0 ? 1 / interval : 0
        self.clock = clock
        self.keptKeys = keptKeys
        state = Locked(State(pruneAt: keptKeys))
    }

    /// Takes `amount` (at most a bucket's capacity) from the bucket of every `(key, capacity)` in
    /// `keys`, or, when one of them holds less, nothing: then the whole seconds to wait until each
    /// holds `amount`.
    package func take(_ keys: [(key: String, capacity: Int)], amount: Double = 1) -> Int? {
        let now = clock.uptime()
        return state.withLock { state in
            if state.buckets.count > state.pruneAt {
                prune(&state.buckets, now: now)
                // Buckets still refilling stay: the next pass waits until there are twice as many,
                // so that a crowd of them is not walked through on every take.
                state.pruneAt = max(keptKeys, state.buckets.count * 2)
            }
            if let wait = wait(keys, amount: amount, in: state.buckets, now: now) { return wait }
            for (key, capacity) in keys {
                var bucket = refilled(state.buckets[key], capacity: capacity, now: now)
                bucket.take(amount)
                state.buckets[key] = bucket
            }
            return nil
        }
    }

    /// Gives `amount` back to each bucket of `keys`, up to its capacity.
    package func giveBack(_ keys: [(key: String, capacity: Int)], amount: Double = 1) {
        let now = clock.uptime()
        state.withLock { state in
            for (key, capacity) in keys {
                var bucket = refilled(state.buckets[key], capacity: capacity, now: now)
                bucket.giveBack(amount)
                state.buckets[key] = bucket
            }
        }
    }

    /// The whole seconds until every bucket of `keys` holds a token; `nil` when they all do.
    package func wait(_ keys: [(key: String, capacity: Int)]) -> Int? {
        let now = clock.uptime()
        return state.withLock { wait(keys, amount: 1, in: $0.buckets, now: now) }
    }

    private func wait(
        _ keys: [(key: String, capacity: Int)], amount: Double, in buckets: [String: RefillingBucket],
        now: Duration
    ) -> Int? {
        var wait = 0
        for (key, capacity) in keys {
            let bucket = refilled(buckets[key], capacity: capacity, now: now)
            guard bucket.tokens < amount else { continue }
            // A bucket that never refills asks for a second, as the least there is. A millisecond
            // over a whole second is the floating-point arithmetic, not a wait: 59 s into a 60 s
            // refill says 1 second, not 2.
            let seconds = bucket.wait(until: amount).map { Int(($0.seconds + 0.999).rounded(.down)) } ?? 1
            wait = max(wait, max(1, seconds))
        }
        return wait == 0 ? nil : wait
    }

    /// `bucket` refilled to `now`, or a full one for a key not seen yet.
    private func refilled(_ bucket: RefillingBucket?, capacity: Int, now: Duration) -> RefillingBucket {
        guard var bucket else { return RefillingBucket(capacity: Double(capacity), rate: rate, now: now) }
        bucket.refill(now: now)
        return bucket
    }

    /// Drops the buckets that have refilled completely.
    private func prune(_ buckets: inout [String: RefillingBucket], now: Duration) {
        buckets = buckets.filter {
            var bucket = $0.value
            bucket.refill(now: now)
            return bucket.tokens < bucket.capacity
        }
    }
}
