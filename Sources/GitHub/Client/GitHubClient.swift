import Courier
import Foundation

/// A typed GitHub REST client: users, repositories, paging, rate limits and conditional requests.
///
/// ```swift
/// let github = try GitHubClient(configuration: GitHubConfiguration(environment: env))
/// let user = try await github.user("octocat").value
/// for try await page in github.repositoryPages(of: "octocat") { print(page.value.count, page.rateLimit) }
/// let all = try await github.allRepositories(of: "octocat")   // remaining pages load concurrently
/// ```
///
/// Every API request carries `Accept: application/vnd.github+json`, `X-GitHub-Api-Version` and a
/// `User-Agent`; the token (when configured) goes only to the API's host. Failures are
/// ``GitHubError``s; a rate-limit refusal says when to retry, and the client waits for it itself
/// only when ``rateLimitWaitCap`` allows.
public struct GitHubClient: Sendable {
    public let configuration: GitHubConfiguration
    /// The Courier client requests go through.
    public let client: Client
    /// The longest the client waits, by itself, for a rate limit to reset before retrying once;
    /// `.zero` (the default) never waits and throws ``GitHubError/rateLimited(_:)`` at once.
    public let rateLimitWaitCap: Duration
    /// Pages of a fetch-all loaded at the same time.
    public let concurrency: Int
    private let sleep: @Sendable (Duration) async throws -> Void

    /// - Parameters:
    ///   - cache: the conditional-request (ETag) cache; repeated listings are answered by 304s.
    ///   - transport: the HTTP transport (libcurl on Linux by default).
    ///   - middleware: extra middleware, outermost, such as logging.
    ///   - sleep: how waits happen (tests pass a controllable clock).
    public init(
        configuration: GitHubConfiguration, cache: ResponseCache = ResponseCache(),
        rateLimitWaitCap: Duration = .zero, concurrency: Int = 10, transport: (any Transport)? = nil,
        middleware: [any Middleware] = [],
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) {
        self.configuration = configuration
        self.rateLimitWaitCap = rateLimitWaitCap
        self.concurrency = max(1, concurrency)
        self.sleep = sleep
        var chain = middleware
        chain.append(ValidationMiddleware { GitHubErrorBody.decode($0.body) })
        if let token = configuration.token {
            chain.append(HostScopedMiddleware(for: configuration.apiURL, AuthMiddleware(.bearer(token))))
        }
        chain.append(ConditionalRequestMiddleware(cache: cache))
        client = Client(
            baseURL: configuration.baseURL,
            headers: [
                "Accept": "application/vnd.github+json",
                "X-GitHub-Api-Version": configuration.apiVersion,
                "User-Agent": configuration.userAgent,
            ],
            middleware: chain, transport: transport)
    }

    /// `GET /users/{username}`.
    public func user(_ login: String) async throws(GitHubError) -> GitHubResponse<GitHubUser> {
        try await send(GitHubAPI.user(login), about: .user(login))
    }

    /// `GET /repos/{owner}/{repo}`.
    public func repository(owner: String, name: String) async throws(GitHubError) -> GitHubResponse<
        Repository
    > {
        try await send(
            GitHubAPI.repository(owner: owner, name: name), about: .repository(owner: owner, name: name))
    }

    /// One page of `GET /users/{username}/repos`.
    public func repositories(of login: String, _ options: RepositoryListOptions = .init())
        async throws(GitHubError) -> GitHubResponse<[Repository]>
    {
        try await send(GitHubAPI.repositories(of: login, options), about: .user(login))
    }

    /// Sends `request`, waiting out a rate limit once when ``rateLimitWaitCap`` allows.
    public func send<Value: Sendable>(_ request: Request<Value>, about subject: GitHubError.Subject)
        async throws(GitHubError) -> GitHubResponse<Value>
    {
        do {
            return try await attempt(request, about: subject)
        } catch .rateLimited(let limit) {
            let wait = limit.retryAt.timeIntervalSinceNow
            guard rateLimitWaitCap > .zero, wait <= Double(rateLimitWaitCap.components.seconds) else {
                throw .rateLimited(limit)
            }
            do {
                try await sleep(.milliseconds(Int64(max(0, wait) * 1000)))
            } catch {
                throw .cancelled
            }
            return try await attempt(request, about: subject)
        }
    }

    private func attempt<Value: Sendable>(_ request: Request<Value>, about subject: GitHubError.Subject)
        async throws(GitHubError) -> GitHubResponse<Value>
    {
        do {
            return GitHubResponse(try await client.reply(to: request))
        } catch {
            throw GitHubError(error, subject: subject)
        }
    }
}
