import Foundation
import Testing

/// The repository viewer in a real browser: search as you type (no reload, the newest answer
/// only, an empty field clears), avatars through the site, sorting and Show all, the same page as
/// a plain form with scripts off, and not found, rate limited and unreachable as messages.
@Suite(.serialized, .enabled(if: BrowserFlow.isAvailable, BrowserFlow.unavailableReason))
struct ReposPagesTests {
    @Test(arguments: ["repos_live", "repos_no_script", "repos_phone"])
    func flow(_ name: String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.addUser("octo-many", repositories: 150)
        let result = try await BrowserFlow.run(name, site: stack.url)
        #expect(result.status == 0, "\(result)")
    }

    @Test func aRateLimitSaysWhenItResets() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.setFault(.primaryRateLimit)
        let result = try await BrowserFlow.run("repos_rate_limited", site: stack.url)
        #expect(result.status == 0, "\(result)")
    }
}
