import Basics
import Foundation
import GitHub
import HTTPServer

/// How many requests to GitHub one client may make through the repository viewer, so that one
/// visitor cannot spend the site's whole GitHub quota (`COURIER_WEB_GITHUB_REQUESTS`).
///
/// A client is its address (``HTTPServer/Request/remoteAddress``: behind a proxy named in
/// `COURIER_WEB_TRUSTED_PROXIES`, the one it forwards), an IPv6 one by its /64 network
/// (``Basics/IPAddress/clientKey(_:)``). Each may make `perHour` requests an hour, up to a tenth
/// of an hour's worth at once. Requests are taken before they are sent, never charged after. The
/// machine's own browser (a loopback connection, not through a proxy) is not limited: on its
/// default address the site is one person's.
final class SearchAllowance: Sendable {
    /// The requests a client may make an hour; `nil`: no limit.
    let perHour: Int?
    /// The most a client may make at once.
    let capacity: Int
    private let buckets: KeyedBuckets?
    private let clock: any CourierClock

    /// The limit when the site has a GitHub token (5,000 requests an hour for all its visitors).
    static let defaultPerHour = 360
    /// The limit without one: all GitHub then allows the site, whoever asks.
    static let defaultPerHourWithoutToken = 60

    init(perHour: Int?, clock: any CourierClock = SystemClock()) {
        self.perHour = perHour.map { max(1, $0) }
        capacity = max(1, (self.perHour ?? 10) / 10)
        self.clock = clock
        buckets = self.perHour.map { KeyedBuckets(refillInterval: .seconds(3600) / $0, clock: clock) }
    }

    private func keys(_ client: Client) -> [(key: String, capacity: Int)] {
        [(key: IPAddress.clientKey(client.address ?? "?"), capacity: capacity)]
    }

    /// Who a request is for: its address (``HTTPServer/Request/remoteAddress``), and whether a proxy
    /// named it (then it is never this machine's own browser, whatever the address).
    struct Client: Sendable {
        let address: String?
        let isForwarded: Bool

        init(address: String?, isForwarded: Bool = false) {
            self.address = address
            self.isForwarded = isForwarded
        }

        init(_ request: Request) {
            self.init(address: request.remoteAddress, isForwarded: request.isForwarded)
        }

        /// This machine's own browser.
        var isLocal: Bool { !isForwarded && (address.map { Loopback.isLoopback(host: $0) } ?? false) }
    }

    /// Takes `count` requests (at most ``capacity``) for `client`, or throws the rate limit it must
    /// wait out.
    func take(_ count: Int = 1, for client: Client) throws(GitHubError) {
        guard let buckets, !client.isLocal,
            let wait = buckets.take(keys(client), amount: Double(count))
        else { return }
        throw .rateLimited(
            RateLimitExceeded(
                kind: .local, retryAt: clock.now().addingTimeInterval(Double(wait)), rateLimit: nil,
                message: "This site lets one address make \(perHour ?? 0) requests to GitHub an hour."))
    }

    /// Whether `count` requests are more than `client` may ever make at once.
    func exceedsCapacity(_ count: Int, for client: Client) -> Bool {
        buckets != nil && !client.isLocal && count > capacity
    }

    /// Gives back `count` requests taken for `client` that cost GitHub nothing or were never sent.
    func giveBack(_ count: Int = 1, for client: Client) {
        guard !client.isLocal, count > 0 else { return }
        buckets?.giveBack(keys(client), amount: Double(count))
    }
}
