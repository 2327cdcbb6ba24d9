import Basics
import Courier
import Foundation

/// A typed GitHub REST client: users, repositories, paging, rate limits and conditional requests.
///
/// <!-- example context: let env = ProcessInfo.processInfo.environment -->
/// ```swift
/// let github = GitHubClient(configuration: try GitHubConfiguration(environment: env))
/// let user = try await github.user("octocat").value
/// for try await page in github.repositoryPages(of: "octocat") {
///     print(page.value.count, page.rateLimit?.remaining ?? 0)   // repositories, requests left
/// }
/// let all = try await github.allRepositories(of: "octocat")   // remaining pages load concurrently
/// ```
///
/// Every API request carries `Accept: application/vnd.github+json`, `X-GitHub-Api-Version` and a
/// `User-Agent`; the token (when configured) goes only to the API's origin. Failures are
/// ``GitHubError``s; a rate-limit refusal says when to retry. A transient failure is tried again
/// twice; the client waits for a rate limit by itself only when ``rateLimitWaitCap`` allows
/// (Courier's `RetryMiddleware` with `RetryRule.github`).
public struct GitHubClient: Sendable {
    public let configuration: GitHubConfiguration
    /// The Courier client requests go through.
    public let client: Client
    /// The longest the client waits, in all, for rate limits to reset before retrying; `.zero` (the
    /// default) never waits and throws ``GitHubError/rateLimited(_:)`` at once.
    public let rateLimitWaitCap: Duration
    /// Pages of a fetch-all loaded at the same time.
    public let concurrency: Int
    /// The most pages a listing may have (Courier's `Client.defaultPageLimit`, 1,000, unless
    /// given): one that says it has more, or goes on past it, fails instead of being fetched.
    public let pageLimit: Int

    /// - Parameters:
    ///   - store: the ETag store; by default on disk under the configuration's cache directory
    ///     (`etags`, capped at ``defaultCacheBytes``), else in memory. A repeated listing is answered
    ///     by 304s, which cost no rate limit.
    ///   - transport: the HTTP transport (libcurl on Linux by default).
    ///   - middleware: extra middleware, innermost (on the wire), such as logging.
    ///   - clock: how rate-limit waits happen (tests pass a `ManualClock`).
    ///   - maxResponseBytes: the most a response body may have (``defaultMaxResponseBytes`` unless
    ///     given); a larger one fails while it arrives, as ``GitHubError/malformedResponse(_:response:)``.
    public init(
        configuration: GitHubConfiguration, store: (any ResponseStore)? = nil,
        rateLimitWaitCap: Duration = .zero,
        concurrency: Int = 10, pageLimit: Int = Client.defaultPageLimit, transport: (any Transport)? = nil,
        middleware: [any Middleware] = [], clock: any CourierClock = SystemClock(),
        maxResponseBytes: Int = Self.defaultMaxResponseBytes
    ) {
        self.configuration = configuration
        self.rateLimitWaitCap = rateLimitWaitCap
        self.concurrency = max(1, concurrency)
        self.pageLimit = max(1, pageLimit)
        var chain: [any Middleware] = []
        // Outside validation, so a refusal's request shows (masked) whether a token went with it.
        if let token = configuration.token { chain.append(AuthMiddleware(.bearer(token))) }
        chain.append(ValidationMiddleware { GitHubErrorBody.decode($0.body) })
        chain.append(
            RetryMiddleware(policy: Self.retryPolicy(rateLimitWaitCap: rateLimitWaitCap), clock: clock))
        chain.append(
            ConditionalRequestMiddleware(store: store ?? Self.defaultStore(configuration, clock: clock)))
        chain += middleware
        client = Client(
            baseURL: configuration.baseURL,
            headers: [
                "Accept": "application/vnd.github+json",
                "X-GitHub-Api-Version": configuration.apiVersion,
                "User-Agent": configuration.userAgent,
            ],
            middleware: chain, transport: transport, maxResponseBytes: maxResponseBytes)
    }

    /// When a request is sent again. A transient failure (a lost or refused connection, or a 500,
    /// 502, 503 or 504, which GitHub answers now and then) is tried twice more, briefly when rate
    /// limits are not waited for. A rate limit is waited for only within `rateLimitWaitCap`
    /// (`RetryRule.github`); without it, it fails at once.
    static func retryPolicy(rateLimitWaitCap: Duration) -> RetryPolicy {
        guard rateLimitWaitCap > .zero else { return .brief(retrying: [500, 502, 503, 504]) }
        return RetryPolicy(maxTotalWait: rateLimitWaitCap, rules: RetryRule.github)
    }

    /// The most a response body may have unless told otherwise: 8 MiB, over ten times a page of
    /// 100 repositories.
    public static let defaultMaxResponseBytes = 8 << 20

    /// The most the on-disk ETag cache keeps.
    public static let defaultCacheBytes = 20 << 20

    /// A disk store under the cache directory, or memory when there is none or it cannot be used.
    static func defaultStore(_ configuration: GitHubConfiguration, clock: any CourierClock)
        -> any ResponseStore
    {
        guard let directory = configuration.cacheDirectory,
            let store = try? DiskResponseStore(
                directory: directory.appending(path: "etags", directoryHint: .isDirectory),
                maxBytes: defaultCacheBytes, clock: clock)
        else { return ResponseCache() }
        return store
    }

    /// `GET /users/{username}`. A name GitHub cannot have (``GitHubLogin``) fails at once, as
    /// ``GitHubError/other(_:)``, without a request.
    public func user(_ login: String) async throws(GitHubError) -> GitHubResponse<GitHubUser> {
        try Self.check(login)
        return try await send(GitHubAPI.user(login), about: .user(login))
    }

    /// `GET /repos/{owner}/{repo}`.
    public func repository(owner: String, name: String) async throws(GitHubError) -> GitHubResponse<
        Repository
    > {
        try await send(
            GitHubAPI.repository(owner: owner, name: name), about: .repository(owner: owner, name: name))
    }

    /// One page of `GET /users/{username}/repos`. A name GitHub cannot have fails at once, as for
    /// ``user(_:)``.
    public func repositories(of login: String, _ options: RepositoryListOptions = .init())
        async throws(GitHubError) -> GitHubResponse<[Repository]>
    {
        try Self.check(login)
        return try await send(GitHubAPI.repositories(of: login, options), about: .user(login))
    }

    /// Throws ``refusal(of:)`` when `login` cannot be a GitHub user name.
    static func check(_ login: String) throws(GitHubError) {
        if let refusal = refusal(of: login) { throw refusal }
    }

    /// The failure a request about `login` ends in without being sent, when GitHub cannot have that
    /// name (``GitHubLogin``): an input failure, ``GitHubError/other(_:)``.
    static func refusal(of login: String) -> GitHubError? {
        GitHubLogin.problem(with: login).map(GitHubError.other)
    }

    /// Sends `request`; a failure is classified as a ``GitHubError`` about `subject`.
    public func send<Value: Sendable>(_ request: Request<Value>, about subject: GitHubError.Subject)
        async throws(GitHubError) -> GitHubResponse<Value>
    {
        do {
            return GitHubResponse(try await client.reply(to: request))
        } catch {
            throw GitHubError(error, subject: subject)
        }
    }
}
