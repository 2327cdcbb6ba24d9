import Basics
import Courier
import Foundation
import GitHub
import GitHubFixtureServer

/// A fixture server and a client pointed at it.
struct FixtureSetup {
    let server: GitHubFixtureServer
    let github: GitHubClient

    init(
        token: String? = nil, store: (any ResponseStore)? = nil, rateLimitWaitCap: Duration = .zero,
        clock: any CourierClock = ManualClock(advancesBySleeping: true)
    ) throws {
        server = try GitHubFixtureServer(fixtures: Fixtures.directory)
        github = GitHubClient(
            configuration: GitHubConfiguration(apiURL: server.url, token: token),
            store: store ?? ResponseCache(),
            rateLimitWaitCap: rateLimitWaitCap, clock: clock)
    }
}
