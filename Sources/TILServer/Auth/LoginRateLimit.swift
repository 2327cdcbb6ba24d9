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

/// The buckets of a `LoginRateLimit`.
final class LoginThrottle: @unchecked Sendable {  // safe: `buckets` is used under `lock`
    private struct Bucket {
        var tokens: Double
        var updated: Duration
    }

    private let limit: LoginRateLimit
    private let lock = NSLock()
    private var buckets: [String: Bucket] = [:]

    init(_ limit: LoginRateLimit) { self.limit = limit }

    /// The 429 for a client that must wait `wait` seconds.
    static func refusal(wait: Int) -> HTTPError {
        let seconds = wait == 1 ? "1 second" : "\(wait) seconds"
        return HTTPError(
            .tooManyRequests, reason: "Too many failed logins; try again in \(seconds).",
            headers: ["retry-after": "\(wait)"])
    }

    /// Takes an attempt for `address` and `username`; the seconds to wait when either has none left.
    func acquire(address: String?, username: String) -> Int? {
        let now = limit.clock.uptime()
        let keys = keys(address: address, username: username)
        lock.lock()
        defer { lock.unlock() }
        if buckets.count > 50_000 { prune(now: now) }
        if let wait = wait(keys, now: now) { return wait }
        for (key, burst) in keys { buckets[key] = take(refilled(key, burst: burst, now: now), amount: 1) }
        return nil
    }

    /// The seconds to wait when `address` or `username` has no attempt left, without taking one.
    func wait(address: String?, username: String) -> Int? {
        let now = limit.clock.uptime()
        lock.lock()
        defer { lock.unlock() }
        return wait(keys(address: address, username: username), now: now)
    }

    private func wait(_ keys: [(String, Int)], now: Duration) -> Int? {
        var wait = 0
        for (key, burst) in keys {
            let bucket = refilled(key, burst: burst, now: now)
            if bucket.tokens < 1 { wait = max(wait, secondsUntilOne(bucket)) }
        }
        return wait == 0 ? nil : wait
    }

    private func keys(address: String?, username: String) -> [(String, Int)] {
        [("a:" + (address ?? "?"), limit.burstPerAddress), ("u:" + username, limit.burstPerUsername)]
    }

    /// Gives back the attempt of a successful login.
    func refund(address: String?, username: String) {
        let now = limit.clock.uptime()
        lock.lock()
        defer { lock.unlock() }
        for (key, burst) in keys(address: address, username: username) {
            var bucket = refilled(key, burst: burst, now: now)
            bucket.tokens = min(Double(burst), bucket.tokens + 1)
            buckets[key] = bucket
        }
    }

    private func refilled(_ key: String, burst: Int, now: Duration) -> Bucket {
        guard var bucket = buckets[key] else { return Bucket(tokens: Double(burst), updated: now) }
        let interval = limit.refillInterval / .seconds(1)
        let elapsed = (now - bucket.updated) / .seconds(1)
        if interval > 0 { bucket.tokens = min(Double(burst), bucket.tokens + elapsed / interval) }
        bucket.updated = now
        return bucket
    }

    private func take(_ bucket: Bucket, amount: Double) -> Bucket {
        var bucket = bucket
        bucket.tokens -= amount
        return bucket
    }

    private func secondsUntilOne(_ bucket: Bucket) -> Int {
        let interval = limit.refillInterval / .seconds(1)
        return max(1, Int((1 - bucket.tokens) * interval + 0.999))
    }

    /// Drops buckets that have refilled completely (they equal a new one).
    private func prune(now: Duration) {
        let full = max(limit.burstPerAddress, limit.burstPerUsername)
        buckets = buckets.filter { refilled($0.key, burst: full, now: now).tokens < Double(full) }
    }
}
