import Basics
import Foundation
import HTTPServer

/// How many failed logins a client address and a username may have before `POST /api/users/login`
/// answers `429 Too Many Requests` with `retry-after`, without running bcrypt.
///
/// Each address and each username has a bucket of `burst` attempts, refilled by one every
/// `refillInterval`. An attempt takes one from both buckets before the password is checked and a
/// successful login gives them back, so only failures count and concurrent attempts cannot overdraw.
///
/// An address a username last logged in from (within `knownAddressLifetime`) is known for it: its
/// attempts at that username are limited by the address's bucket alone. So someone failing on
/// purpose as `admin` from elsewhere, which empties the username's bucket, does not lock the owner
/// out where they usually log in, while new addresses still meet the username's limit.
public struct LoginRateLimit: Sendable {
    public var burstPerAddress: Int
    public var burstPerUsername: Int
    public var refillInterval: Duration
    /// How long after a successful login its address stays known for the username.
    public var knownAddressLifetime: Duration
    /// The time source; tests pass a ``ManualClock`` and move it forward.
    public var clock: any CourierClock

    public init(
        burstPerAddress: Int = 20, burstPerUsername: Int = 10, refillInterval: Duration = .seconds(3),
        knownAddressLifetime: Duration = .seconds(30 * 86_400), clock: any CourierClock = SystemClock()
    ) {
        self.burstPerAddress = burstPerAddress
        self.burstPerUsername = burstPerUsername
        self.refillInterval = refillInterval
        self.knownAddressLifetime = knownAddressLifetime
        self.clock = clock
    }
}

/// The buckets of a `LoginRateLimit`, by address (`a:…`) and by username (`u:…`), and the
/// addresses known for a username (by `address` and `username` joined with a NUL, which an address
/// never holds), with when their last login was.
final class LoginThrottle: Sendable {
    private let limit: LoginRateLimit
    private let buckets = Locked<[String: RefillingBucket]>([:])
    private let known = Locked<[String: Duration]>([:])
    /// The most known addresses kept; past it, the oldest half is forgotten.
    private let knownCapacity = 100_000

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
        let keys = keys(address: address, username: username, now: now)
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
        let keys = keys(address: address, username: username, now: now)
        return buckets.withLock { wait(keys, in: $0, now: now) }
    }

    /// Gives back the attempt of a successful login, whose address is then known for `username`.
    func refund(address: String?, username: String) {
        let now = limit.clock.uptime()
        let keys = keys(address: address, username: username, now: now)
        buckets.withLock { buckets in
            for (key, burst) in keys {
                var bucket = refilled(buckets[key], burst: burst, now: now)
                bucket.giveBack()
                buckets[key] = bucket
            }
        }
        guard let address else { return }
        known.withLock { known in
            if known.count >= knownCapacity {
                let newest = known.sorted { $0.value > $1.value }.prefix(knownCapacity / 2)
                known = Dictionary(uniqueKeysWithValues: Array(newest))
            }
            known[address + "\0" + Self.short(username)] = now
        }
    }

    /// Whether `address` is known for `username` at `now`.
    private func isKnown(_ address: String?, for username: String, now: Duration) -> Bool {
        guard let address else { return false }
        return known.withLock { known in
            known[address + "\0" + Self.short(username)].map { now - $0 < limit.knownAddressLifetime }
                ?? false
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

    /// The buckets an attempt takes from (and a successful one gives back to): the address's, and
    /// the username's unless the address is known for it.
    private func keys(address: String?, username: String, now: Duration) -> [(String, Int)] {
        let byAddress = ("a:" + (address ?? "?"), limit.burstPerAddress)
        if isKnown(address, for: username, now: now) { return [byAddress] }
        return [byAddress, ("u:" + Self.short(username), limit.burstPerUsername)]
    }

    /// `username` as a key: itself, or past 64 bytes its SHA-256, so that the keys of attempts
    /// with long made-up usernames take little memory.
    private static func short(_ username: String) -> String {
        username.utf8.count <= 64 ? username : "#" + SHA256.hex(username)
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
