import Foundation
import TestSupport
import Testing

/// GitHub that cannot be reached: the search says so, with where the site looked for it and what to
/// do, on the page and in the results the script asks for.
@Suite(.offCooperativePool) struct ReposUnreachableTests {
    @Test func theResultsNameTheAPIAndHowToReachIt() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.stop()
        let address = try #require(stack.siteEnvironment["GITHUB_API_URL"])
        let hint = "Check the network, or set GITHUB_API_URL to a reachable server."
        for path in ["/repos/?user=octocat", "/repos/results?user=octocat"] {
            let answer = try stack.fetch(path)
            #expect(answer.status == 503, "\(path)")
            #expect(answer.text.contains("could not reach the GitHub API"), "\(answer.text)")
            #expect(
                answer.text.contains("<code>\(address)</code>") && answer.text.contains(hint),
                "\(answer.text)")
        }
    }
}
