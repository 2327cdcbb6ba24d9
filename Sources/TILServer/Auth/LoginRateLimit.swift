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
    private let buckets: KeyedBuckets
    private let known = Locked<[String: Duration]>([:])
    /// The most known addresses kept; past it, the oldest half is forgotten.
    private let knownCapacity = 100_000

    init(_ limit: LoginRateLimit) {
        self.limit = limit
        buckets = KeyedBuckets(refillInterval: limit.refillInterval, clock: limit.clock)
    }

    /// The 429 for a client that must wait `wait` seconds.
    static func refusal(wait: Int) -> HTTPError {
        let seconds = wait.counted("second")
        return HTTPError(
            .tooManyRequests, reason: "Too many failed logins; try again in \(seconds).",
            headers: ["retry-after": "\(wait)"])
    }

    /// Takes an attempt for `address` and `username`; the seconds to wait when either has none left.
    func acquire(address: String?, username: String) -> Int? {
        buckets.take(keys(address: address, username: username))
    }

    /// The seconds to wait when `address` or `username` has no attempt left, without taking one.
    func wait(address: String?, username: String) -> Int? {
        buckets.wait(keys(address: address, username: username))
    }

    /// Gives back the attempt of a successful login, whose address is then known for `username`.
    func refund(address: String?, username: String) {
        buckets.giveBack(keys(address: address, username: username))
        guard let address else { return }
        let now = limit.clock.uptime()
        known.withLock { known in
            if known.count >= knownCapacity {
                let newest = known.sorted { $0.value > $1.value }.prefix(knownCapacity / 2)
                known = Dictionary(uniqueKeysWithValues: Array(newest))
            }
            known[address + "\0" + Self.short(username)] = now
        }
    }

    /// Whether `address` is known for `username` now.
    private func isKnown(_ address: String?, for username: String) -> Bool {
        guard let address else { return false }
        let now = limit.clock.uptime()
        return known.withLock { known in
            known[address + "\0" + Self.short(username)].map { now - $0 < limit.knownAddressLifetime }
                ?? false
        }
    }

    /// The buckets an attempt takes from (and a successful one gives back to): the address's, and
    /// the username's unless the address is known for it.
    private func keys(address: String?, username: String) -> [(key: String, capacity: Int)] {
        // An IPv6 client counts by its /64, any address of which it may use.
        let byAddress = (key: "a:" + IPAddress.clientKey(address ?? "?"), capacity: limit.burstPerAddress)
        if isKnown(address, for: username) { return [byAddress] }
        return [byAddress, (key: "u:" + Self.short(username), capacity: limit.burstPerUsername)]
    }

    /// `username` as a key: itself, or past 64 bytes its SHA-256, so that the keys of attempts
    /// with long made-up usernames take little memory.
    private static func short(_ username: String) -> String {
        username.utf8.count <= 64 ? username : "#" + SHA256.hex(username)
    }
}
