import Basics
import Foundation
import GitHub

/// How many requests to GitHub one client (by address: ``HTTPServer/Request/remoteAddress``, the
/// forwarded one behind a trusted proxy) may make through the repository viewer, so that one
/// visitor cannot spend the whole of the site's GitHub quota (`COURIER_WEB_GITHUB_REQUESTS`).
///
/// Each address may make `perHour` requests an hour, up to a tenth of an hour's worth at once:
/// a search takes one before it is sent; a listing of every page is charged its other pages once
/// they are fetched, and the address then waits them out.
final class SearchAllowance: Sendable {
    /// The requests an address may make an hour; `nil`: no limit.
    let perHour: Int?
    private let buckets: KeyedBuckets?
    private let clock: any CourierClock

    static let defaultPerHour = 360

    init(perHour: Int?, clock: any CourierClock = SystemClock()) {
        self.perHour = perHour.map { max(1, $0) }
        self.clock = clock
        buckets = self.perHour.map { KeyedBuckets(refillInterval: .seconds(3600) / $0, clock: clock) }
    }

    /// The bucket of `client` (an address; `nil` when the server could not tell one).
    private func keys(_ client: String?) -> [(key: String, capacity: Int)] {
        [(key: client ?? "?", capacity: max(1, (perHour ?? 1) / 10))]
    }

    /// Takes a request for `client`, or throws the rate limit it must wait out.
    func take(for client: String?) throws(GitHubError) {
        guard let buckets, let wait = buckets.take(keys(client)) else { return }
        throw .rateLimited(
            RateLimitExceeded(
                kind: .secondary, retryAt: clock.now().addingTimeInterval(Double(wait)), rateLimit: nil,
                message: "This site lets one address make \(perHour ?? 0) requests to GitHub an hour."))
    }

    /// Charges `client` for `requests` more, made already.
    func charge(_ requests: Int, to client: String?) {
        guard requests > 0 else { return }
        buckets?.charge(keys(client), amount: Double(requests))
    }
}
