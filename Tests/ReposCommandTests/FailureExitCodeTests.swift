import Foundation
import GitHubFixtureServer
import TestSupport
import Testing

/// A missing user, rate limits, an unreachable server and malformed JSON: clear messages and the
/// documented exit codes.
@Suite struct FailureExitCodeTests {
    @Test func aMissingUserIsNotFound() async throws {
        let runner = try ReposRunner()
        let result = try await runner.run("nobody-at-all")
        #expect(result.status == 3, "\(result)")
        #expect(result.stderr.contains("no such user: nobody-at-all"))
    }

    /// A name GitHub cannot have is input to fix (exit 1), said at once without asking GitHub.
    @Test func aNameGitHubCannotHaveExitsOneWithoutARequest() async throws {
        let runner = try ReposRunner()
        let result = try await runner.run("john doe", "--all")
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("not a GitHub user name: john doe"), "\(result)")
        #expect(try #require(runner.server).receivedRequests.isEmpty)
    }

    @Test func thePrimaryRateLimitExitsSixAndSaysWhenItResets() async throws {
        let runner = try ReposRunner()
        let server = try #require(runner.server)
        server.setFault(.primaryRateLimit)
        let result = try await runner.run("nerdishbynature")
        #expect(result.status == 6, "\(result)")
        #expect(result.stderr.contains("rate limit exceeded; retry after"))
        #expect(result.stderr.contains(" UTC"))
    }

    @Test func theSecondaryRateLimitExitsSix() async throws {
        let runner = try ReposRunner()
        try #require(runner.server).setFault(.secondaryRateLimit(retryAfterSeconds: 60))
        let result = try await runner.run("nerdishbynature", "--json")
        #expect(result.status == 6, "\(result)")
        #expect(result.stderr.contains("secondary rate limit exceeded"))
        #expect(result.stdout.isEmpty)
    }

    @Test func anUnreachableServerExitsFive() async throws {
        let runner = try ReposRunner(serverDown: ())
        let result = try await runner.run("nerdishbynature")
        #expect(result.status == 5, "\(result)")
        #expect(result.stderr.contains("could not reach the GitHub API"))
        #expect(result.stderr.contains("set GITHUB_API_URL"), "what to do: \(result)")
    }

    @Test func aResetConnectionExitsFive() async throws {
        let server = try LoopbackHTTPServer { _ in .reset }
        defer { server.stop() }
        let result = try await ReposRunner(apiURL: server.url("")).run("nerdishbynature")
        #expect(result.status == 5, "\(result)")
    }

    @Test func malformedJSONExitsFiveWithAClearMessage() async throws {
        let runner = try ReposRunner()
        try #require(runner.server).setFault(.malformedJSON)
        let result = try await runner.run("nerdishbynature")
        #expect(result.status == 5, "\(result)")
        #expect(result.stderr.contains("could not be read"))
    }
}
