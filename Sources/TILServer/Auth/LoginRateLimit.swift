import Basics
import Foundation
import HTTPServer

/// How many failed logins a client address and a username may have before `POST /api/users/login`
/// answers `429 Too Many Requests` with `retry-after`, without running bcrypt.
///
/// Each address and each username has a bucket of `burst` attempts, refilled by one every
/// `refillInterval`. An attempt takes one from both buckets before the password is checked and a
/// successful login gives them back, so only failures count and concurrent attempts cannot overdraw.
public struct LoginRateLimit: Sendable {
    public var burstPerAddress: Int
    public var burstPerUsername: Int
    public var refillInterval: Duration
    /// The time source; tests pass a ``ManualClock`` and move it forward.
    public var clock: any CourierClock

    public init(
        burstPerAddress: Int = 20, burstPerUsername: Int = 10, refillInterval: Duration = .seconds(3),
        clock: any CourierClock = SystemClock()
    ) {
        self.burstPerAddress = burstPerAddress
        self.burstPerUsername = burstPerUsername
        self.refillInterval = refillInterval
        self.clock = clock
    }
}

/// The buckets of a `LoginRateLimit`, by address (`a:…`) and by username (`u:…`).
final class LoginThrottle: Sendable {
    private let limit: LoginRateLimit
    private let buckets = Locked<[String: RefillingBucket]>([:])

    init(_ limit: LoginRateLimit) { self.limit = limit }

    /// The 429 for a client that must wait `wait` seconds.
    static func refusal(wait: Int) -> HTTPError {
        let seconds = wait.counted("second")
        return HTTPError(
            .tooManyRequests, reason: "Too many failed logins; try again in \(seconds).",
            headers: ["retry-after": "\(wait)"])
    }

    /// Takes an attempt for `address` and `username`; the seconds to wait when either has none left.
    func acquire(address: String?, username: String) -> Int? {
        let now = limit.clock.uptime()
        let keys = keys(address: address, username: username)
        return buckets.withLock { buckets in
            if buckets.count > 50_000 { prune(&buckets, now: now) }
            if let wait = wait(keys, in: buckets, now: now) { return wait }
            for (key, burst) in keys {
                var bucket = refilled(buckets[key], burst: burst, now: now)
                bucket.take()
                buckets[key] = bucket
            }
            return nil
        }
    }

    /// The seconds to wait when `address` or `username` has no attempt left, without taking one.
    func wait(address: String?, username: String) -> Int? {
        let now = limit.clock.uptime()
        let keys = keys(address: address, username: username)
        return buckets.withLock { wait(keys, in: $0, now: now) }
    }

    /// Gives back the attempt of a successful login.
    func refund(address: String?, username: String) {
        let now = limit.clock.uptime()
        let keys = keys(address: address, username: username)
        buckets.withLock { buckets in
            for (key, burst) in keys {
                var bucket = refilled(buckets[key], burst: burst, now: now)
                bucket.giveBack()
                buckets[key] = bucket
            }
        }
    }

    /// The whole seconds until every bucket of `keys` holds an attempt again; `nil` when they do.
    private func wait(_ keys: [(String, Int)], in buckets: [String: RefillingBucket], now: Duration) -> Int? {
        var wait = 0
        for (key, burst) in keys {
            let bucket = refilled(buckets[key], burst: burst, now: now)
            guard bucket.tokens < 1 else { continue }
            // A bucket that never refills (no interval) asks for a second, as the least there is.
            // A millisecond over a whole second is the bucket's floating-point arithmetic, not a
            // wait: 59 s into a 60 s refill says 1 second, not 2.
            let seconds = bucket.wait(until: 1).map { Int(($0.seconds + 0.999).rounded(.down)) } ?? 1
            wait = max(wait, max(1, seconds))
        }
        return wait == 0 ? nil : wait
    }

    private func keys(address: String?, username: String) -> [(String, Int)] {
        [("a:" + (address ?? "?"), limit.burstPerAddress), ("u:" + username, limit.burstPerUsername)]
    }

    /// `bucket` refilled to `now`, or a full one for a key not seen yet.
    private func refilled(_ bucket: RefillingBucket?, burst: Int, now: Duration) -> RefillingBucket {
        let interval = limit.refillInterval.seconds
        guard var bucket else {
            return RefillingBucket(capacity: Double(burst), rate: interval > 0 ? 1 / interval : 0, now: now)
        }
        bucket.refill(now: now)
        return bucket
    }

    /// Drops buckets that have refilled completely (they equal a new one).
    private func prune(_ buckets: inout [String: RefillingBucket], now: Duration) {
        buckets = buckets.filter {
            var bucket = $0.value
            bucket.refill(now: now)
            return bucket.tokens < bucket.capacity
        }
    }
}
