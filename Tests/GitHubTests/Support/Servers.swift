import Courier
import Foundation
import GitHub
import GitHubFixtureServer

/// A fixture server and a client pointed at it.
struct FixtureSetup {
    let server: GitHubFixtureServer
    let github: GitHubClient

    init(
        token: String? = nil, cache: ResponseCache = ResponseCache(), rateLimitWaitCap: Duration = .zero,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
    ) throws {
        server = try GitHubFixtureServer(fixtures: Fixtures.directory)
        github = GitHubClient(
            configuration: GitHubConfiguration(apiURL: server.url, token: token), cache: cache,
            rateLimitWaitCap: rateLimitWaitCap, sleep: sleep)
    }
}
