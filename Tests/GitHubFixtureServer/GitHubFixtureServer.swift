import Basics
import Foundation
import HTTPServer

/// A local GitHub-shaped API server on 127.0.0.1, for tests and benchmarks, built on `HTTPServer`.
///
/// It serves the recorded fixtures (`Fixtures/`) and synthetic users with real
/// `Link`, `x-ratelimit-*` and `ETag`/`304` headers, and can add latency or simulate a fault
/// (``FixtureFault``). Unknown users get GitHub's 404 JSON.
///
/// ```swift
/// let server = try GitHubFixtureServer(fixtures: GitHubFixtureServer.fixtures)
/// server.addUser("many", repositories: 1000)
/// let api = server.url              // http://127.0.0.1:<port>
/// server.stop()
/// ```
///
/// libmicrohttpd handlers cannot drop a connection mid-way, so connection resets are simulated
/// with TestSupport's scripted loopback server instead.
public final class GitHubFixtureServer: Sendable {
    /// `http://127.0.0.1:<port>`, without a trailing slash.
    public let url: URL
    private let server: Server
    private let state: Locked<FixtureState>
    private let template: Locked<[String: Any]>

    /// Starts a server on a free port with the fixtures in `fixtures`.
    ///
    /// - Parameter threads: worker threads; each added latency holds one, so concurrent clients need
    ///   as many as the requests they send at once.
    public init(fixtures: URL, threads: Int = 16) throws {
        let state = Locked(FixtureState())
        let base = Locked("")
        let routes = FixtureRoutes(state: state, baseURL: { base.withLock { $0 } })
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, threadCount: threads, maxConnections: max(64, threads),
            logLevel: .warning, accessLogLevel: .debug)
        let server = Server(configuration: configuration, responder: ClosureResponder(routes.respond))
        let port = try server.start()
        let address = "http://127.0.0.1:\(port)"
        base.withLock { $0 = address }
        let (data, template) = try FixtureData.load(from: fixtures, avatarBase: address + "/avatars")
        state.withLock { $0.data = data }
        self.server = server
        self.state = state
        self.template = Locked(template)
        guard let url = URL(string: address) else { throw FixtureServerError("bad address \(address)") }
        self.url = url
    }

    deinit { server.shutdown(gracePeriod: .seconds(1)) }

    /// Stops the server (requests in flight finish first).
    public func stop() { server.shutdown(gracePeriod: .seconds(2)) }

    /// The recorded GitHub responses kept beside this file (`Fixtures/`, with their licence).
    public static let fixtures = URL(filePath: #filePath).deletingLastPathComponent().appending(
        path: "Fixtures")

    /// Adds a user `login` with `count` repositories (`login/repo-0000`, …) made from the fixtures;
    /// their `owner.login` is `ownerLogin` when given (any text, such as terminal escapes).
    public func addUser(_ login: String, repositories count: Int, ownerLogin: String? = nil) {
        let template = self.template.withLock { $0 }
        let avatarBase = url.absoluteString + "/avatars"
        state.withLock {
            $0.data.addSyntheticUser(
                login, repositories: count, ownerLogin: ownerLogin, template: template, avatarBase: avatarBase
            )
        }
    }

    /// The `Link` header of every list page from now on (`nil`: GitHub's own again).
    public func setLinks(_ links: FixtureLinks?) { state.withLock { $0.links = links } }

    /// Latency added before every answer.
    public func setLatency(_ latency: Duration) { state.withLock { $0.latency = latency } }

    /// The fault to simulate from now on (`nil` to stop), for the next `times` requests or for
    /// every request until cleared.
    public func setFault(_ fault: FixtureFault?, times: Int? = nil) {
        state.withLock {
            $0.fault = fault
            $0.faultBudget = times
        }
    }

    /// Sets the rate-limit window: `limit` per hour with `remaining` left.
    public func setRateLimit(limit: Int, remaining: Int) {
        state.withLock {
            $0.limit = limit
            $0.remaining = min(remaining, limit)
        }
    }

    /// Requests left in the rate-limit window.
    public var rateLimitRemaining: Int { state.withLock { $0.remaining } }

    /// The window's reset time, as sent in `x-ratelimit-reset`.
    public var rateLimitReset: Date { state.withLock { Date(timeIntervalSince1970: TimeInterval($0.reset)) } }

    /// Every request received so far, in order.
    public var receivedRequests: [ReceivedFixtureRequest] { state.withLock { $0.received } }

    /// Forgets the requests received so far.
    public func clearReceivedRequests() { state.withLock { $0.received = [] } }
}
