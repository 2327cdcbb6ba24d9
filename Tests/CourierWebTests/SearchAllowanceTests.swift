import Basics
import Foundation
import GitHub
import TestSupport
import Testing

@testable import courier_web

/// One visitor cannot spend the site's whole GitHub quota: each address may make
/// `COURIER_WEB_GITHUB_REQUESTS` requests an hour, a tenth of them at once.
@Suite(.offCooperativePool) struct SearchAllowanceTests {
    @Test func anAddressMayMakeATenthOfAnHoursRequestsAtOnce() throws {
        let clock = ManualClock()
        let allowance = SearchAllowance(perHour: 60, clock: clock)
        for _ in 0..<6 { try allowance.take(for: "192.0.2.1") }
        let error = #expect(throws: GitHubError.self) { try allowance.take(for: "192.0.2.1") }
        guard case .rateLimited(let limit)? = error else {
            Issue.record("not a rate limit: \(String(describing: error))")
            return
        }
        #expect(limit.retryAt == clock.now().addingTimeInterval(60), "one request a minute comes back")
        #expect(limit.message == "This site lets one address make 60 requests to GitHub an hour.")
        try allowance.take(for: "192.0.2.2")
        clock.advance(by: .seconds(60))
        try allowance.take(for: "192.0.2.1")
    }

    @Test func theOtherPagesOfAWholeListingAreWaitedOut() throws {
        let clock = ManualClock()
        let allowance = SearchAllowance(perHour: 360, clock: clock)
        // 36 at once, one more every 10 s: 35 left after the first page, -65 after a hundred more.
        try allowance.take(for: "192.0.2.1")
        allowance.charge(100, to: "192.0.2.1")
        clock.advance(by: .seconds(650))
        #expect(throws: GitHubError.self) { try allowance.take(for: "192.0.2.1") }
        clock.advance(by: .seconds(10))
        try allowance.take(for: "192.0.2.1")
    }

    @Test func noLimitWhenTheSettingIsZero() throws {
        let allowance = SearchAllowance(perHour: nil, clock: ManualClock())
        for _ in 0..<1000 { try allowance.take(for: "192.0.2.1") }
    }

    @Test func theSettingIsANumberOfRequestsAnHour() throws {
        func perHour(_ value: String?) throws(WebSettingError) -> Int? {
            var environment = ["HOME": NSTemporaryDirectory()]
            environment["COURIER_WEB_GITHUB_REQUESTS"] = value
            return try WebSettings(environment: environment, hostname: "127.0.0.1", port: 8082)
                .githubRequestsPerHour
        }
        #expect(try perHour(nil) == SearchAllowance.defaultPerHour)
        #expect(try perHour(" 120 ") == 120)
        #expect(try perHour("0") == nil)
        for bad in ["-1", "lots", "1e3"] {
            let error = #expect(throws: WebSettingError.self) { try perHour(bad) }
            #expect(error?.description.hasPrefix("COURIER_WEB_GITHUB_REQUESTS must be a number") == true)
        }
    }

    @Test func aSearchPastTheAllowanceIsRefusedWithoutAskingGitHub() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        // 10 an hour: one at once, the next in six minutes.
        let site = try await stack.startAnotherSite(overriding: ["COURIER_WEB_GITHUB_REQUESTS": "10"])
        defer { site.process.stop() }
        let first = try SiteRequest.send(port: site.port, "/repos/?user=nerdishbynature")
        #expect(first.status == 200, "\(first.text.prefix(2000))")
        let asked = stack.github.receivedRequests.count
        let second = try SiteRequest.send(port: site.port, "/repos/?user=octocat")
        #expect(second.status == 429)
        #expect(second.text.contains("This site lets one address make 10 requests to GitHub an hour."))
        #expect(stack.github.receivedRequests.count == asked, "GitHub was not asked")
    }
}
