import Foundation
import TestSupport
import Testing

/// `repos --json` reports failures as every tool here does: `{"error":{"kind","message","reason",
/// "exitCode"}}` on one line of standard error, with the exit codes `repos --help` lists. Usage
/// errors stay text, as with `til`, `planner` and `meallog`.
@Suite struct JSONErrorTests {
    /// The error object on standard error, its one line.
    static func report(_ result: CommandResult) throws -> ErrorReport? {
        #expect(result.stderr.hasSuffix("\n") && result.stderr.split(separator: "\n").count == 1, "\(result)")
        return try result.jsonError()
    }

    @Test func aMissingUserIsNotFound() async throws {
        let result = try await ReposRunner().run("nobody-at-all", "--json")
        #expect(result.status == 3, "\(result)")
        #expect(result.stdout.isEmpty)
        let report = try #require(try Self.report(result))
        #expect(report.kind == "notFound")
        #expect(report.message == "no such user: nobody-at-all")
        #expect(report.exitCode == 3)
    }

    @Test func anUnreachableServerIsUnreachable() async throws {
        let result = try await ReposRunner(serverDown: ()).run("nerdishbynature", "--json", "--all")
        #expect(result.status == 5, "\(result)")
        #expect(result.stdout.isEmpty)
        let report = try #require(try Self.report(result))
        #expect(report.kind == "unavailable")
        #expect(report.message.hasPrefix("could not reach the GitHub API"), "\(report)")
        #expect(report.exitCode == 5)
    }

    @Test func aRateLimitCarriesGitHubsMessage() async throws {
        let runner = try ReposRunner()
        try #require(runner.server).setFault(.primaryRateLimit)
        let result = try await runner.run("nerdishbynature", "--json")
        #expect(result.status == 6, "\(result)")
        let report = try #require(try Self.report(result))
        #expect(report.kind == "rateLimited" && report.exitCode == 6)
        #expect(report.message.hasPrefix("GitHub rate limit exceeded; retry after"), "\(report)")
    }

    @Test(arguments: [
        (["--json", "--sort", "sideways", "nerdishbynature"], "error: --sort must be created, updated"),
        (["--json", " "], "error: <USER> must not be empty"),
        (["--json"], "error: missing argument <USER>"),
        (["--json", "--colour", "nerdishbynature"], "error: unknown option '--colour'"),
    ])
    func usageErrorsStayTextAndExitTwo(arguments: [String], problem: String) async throws {
        let result = try await ReposRunner(serverDown: ()).run(arguments)
        #expect(result.status == 2, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(problem), "\(result)")
        #expect(result.stderr.contains("USAGE: repos"))
    }
}
