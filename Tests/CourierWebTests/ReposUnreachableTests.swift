import Foundation
import TestSupport
import Testing

/// GitHub that cannot be reached: the search says so, with where the site looked for it and what to
/// do, on the page and in the results the script asks for.
@Suite(.offCooperativePool) struct ReposUnreachableTests {
    @Test func theResultsNameTheAPIAndHowToReachIt() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let down = try RefusingPort()
        defer { withExtendedLifetime(down) {} }  // bound until the end, so no server can take it
        let site = try await stack.startSiteWithBackendsDown(down)
        defer { site.process.stop() }
        let address = "http://127.0.0.1:\(down.port)"
        let hint = "Check the network, or set GITHUB_API_URL to a reachable server."
        for path in ["/repos/?user=octocat", "/repos/results?user=octocat"] {
            let answer = try SiteRequest.send(port: site.port, path)
            #expect(answer.status == 503, "\(path)")
            // A sentence first; what the client said, folded under Details.
            #expect(
                answer.text.contains("<p>The repositories of octocat could not be listed.</p>"),
                "\(answer.text)")
            #expect(
                answer.text.contains(
                    "<details><summary>Details</summary><p class=\"meta\">could not reach the GitHub API"),
                "\(answer.text)")
            #expect(
                answer.text.contains("<code>\(address)</code>") && answer.text.contains(hint),
                "\(answer.text)")
        }
    }
}
