import Basics
import Foundation
import GitHub
import TestSupport
import Testing

@testable import courier_web

/// One visitor cannot spend the site's whole GitHub quota: each client may make
/// `COURIER_WEB_GITHUB_REQUESTS` requests an hour, a tenth of them at once; the machine's own
/// browser is not limited, and behind a trusted proxy the client it names is counted.
@Suite(.offCooperativePool) struct SearchAllowanceTests {
    @Test func aClientMayMakeATenthOfAnHoursRequestsAtOnce() throws {
        let clock = ManualClock()
        let allowance = SearchAllowance(perHour: 60, clock: clock)
        for _ in 0..<6 { try allowance.take(for: .init(address: "192.0.2.1")) }
        let error = #expect(throws: GitHubError.self) { try allowance.take(for: .init(address: "192.0.2.1")) }
        guard case .rateLimited(let limit)? = error else {
            Issue.record("not a rate limit: \(String(describing: error))")
            return
        }
        #expect(limit.retryAt == clock.now().addingTimeInterval(60), "one request a minute comes back")
        #expect(limit.message == "This site lets one address make 60 requests to GitHub an hour.")
        try allowance.take(for: .init(address: "192.0.2.2"))
        clock.advance(by: .seconds(60))
        try allowance.take(for: .init(address: "192.0.2.1"))
    }

    @Test func anIPv6ClientIsCountedByItsNetwork() throws {
        let allowance = SearchAllowance(perHour: 10, clock: ManualClock())
        try allowance.take(for: .init(address: "2001:db8:1:2::1"))
        #expect(throws: GitHubError.self) { try allowance.take(for: .init(address: "2001:db8:1:2::ffff")) }
        try allowance.take(for: .init(address: "2001:db8:1:3::1"))
    }

    @Test func severalRequestsAreTakenTogetherOrRefused() throws {
        let allowance = SearchAllowance(perHour: 360, clock: ManualClock())
        #expect(allowance.capacity == 36)
        #expect(allowance.exceedsCapacity(37, for: .init(address: "192.0.2.1")))
        #expect(
            !allowance.exceedsCapacity(37, for: .init(address: "127.0.0.1")), "this machine is not limited")
        try allowance.take(30, for: .init(address: "192.0.2.1"))
        #expect(throws: GitHubError.self) { try allowance.take(7, for: .init(address: "192.0.2.1")) }
        try allowance.take(6, for: .init(address: "192.0.2.1"))
        allowance.giveBack(for: .init(address: "192.0.2.1"))
        try allowance.take(for: .init(address: "192.0.2.1"))
    }

    @Test func theMachinesOwnBrowserAndAZeroSettingHaveNoLimit() throws {
        let limited = SearchAllowance(perHour: 10, clock: ManualClock())
        for address in ["127.0.0.1", "::1"] {
            for _ in 0..<100 { try limited.take(for: .init(address: address)) }
        }
        // Through a proxy, a loopback address is a visitor the proxy could not name: limited.
        let proxied = SearchAllowance.Client(address: "127.0.0.1", isForwarded: true)
        try limited.take(for: proxied)
        #expect(throws: GitHubError.self) { try limited.take(for: proxied) }
        let unlimited = SearchAllowance(perHour: nil, clock: ManualClock())
        for _ in 0..<100 { try unlimited.take(for: .init(address: "192.0.2.1")) }
        #expect(!unlimited.exceedsCapacity(1000, for: .init(address: "192.0.2.1")))
    }

    @Test func theSettingsAreANumberOfRequestsAnHourAndProxyAddresses() throws {
        func settings(_ values: [String: String]) throws(WebSettingError) -> WebSettings {
            try WebSettings(
                environment: values.merging(["HOME": NSTemporaryDirectory()]) { $1 }, hostname: "127.0.0.1",
                port: 8082)
        }
        #expect(try settings([:]).githubRequestsPerHour == SearchAllowance.defaultPerHourWithoutToken)
        #expect(
            try settings(["GITHUB_TOKEN": "ghp_test"]).githubRequestsPerHour == SearchAllowance.defaultPerHour
        )
        #expect(try settings(["COURIER_WEB_GITHUB_REQUESTS": " 120 "]).githubRequestsPerHour == 120)
        #expect(try settings(["COURIER_WEB_GITHUB_REQUESTS": "0"]).githubRequestsPerHour == nil)
        for bad in ["-1", "lots", "1e3"] {
            let error = #expect(throws: WebSettingError.self) {
                try settings(["COURIER_WEB_GITHUB_REQUESTS": bad])
            }
            #expect(error?.description.hasPrefix("COURIER_WEB_GITHUB_REQUESTS must be a number") == true)
        }
        #expect(
            try settings(["COURIER_WEB_TRUSTED_PROXIES": "10.0.0.1, ::1"]).trustedProxies == [
                "10.0.0.1", "::1",
            ])
        let error = #expect(throws: WebSettingError.self) {
            try settings(["COURIER_WEB_TRUSTED_PROXIES": "nginx"])
        }
        #expect(
            error?.description.hasPrefix("COURIER_WEB_TRUSTED_PROXIES must list numeric addresses") == true)
    }

    @Test func aSearchPastTheAllowanceIsRefusedWithoutAskingGitHub() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        // 10 an hour: one at once, the next in six minutes, for each browser the proxy names.
        let site = try await stack.startAnotherSite(overriding: [
            "COURIER_WEB_GITHUB_REQUESTS": "10", "COURIER_WEB_TRUSTED_PROXIES": "127.0.0.1",
        ])
        defer { site.process.stop() }
        func search(_ user: String, for client: String) throws -> RawResponse {
            try SiteRequest.send(
                port: site.port, "/repos/?user=\(user)", headers: [("X-Forwarded-For", client)])
        }
        let first = try search("nerdishbynature", for: "192.0.2.1")
        #expect(first.status == 200, "\(first.text.prefix(2000))")
        let asked = stack.github.receivedRequests.count
        let second = try search("octocat", for: "192.0.2.1")
        #expect(second.status == 429)
        #expect(second.text.contains("This site lets one address make 10 requests to GitHub an hour."))
        #expect(second.text.contains("<p>Too many requests to GitHub; retry after"), "\(second.text)")
        #expect(!second.text.contains("secondary"), "not worded as GitHub's own limit")
        #expect(stack.github.receivedRequests.count == asked, "GitHub was not asked")
        #expect(try search("octocat", for: "192.0.2.2").status != 429, "another browser behind the proxy")
        let here = try SiteRequest.send(port: site.port, "/repos/?user=octocat")
        #expect(here.status != 429, "a request the proxy names nobody for counts under its own address")
    }

    @Test func showingEveryPageTakesTheirRequestsFirst() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.github.addUser("prolific", repositories: 250)  // three pages of 100
        let site = try await stack.startAnotherSite(overriding: [
            "COURIER_WEB_GITHUB_REQUESTS": "30", "COURIER_WEB_TRUSTED_PROXIES": "127.0.0.1",
        ])
        defer { site.process.stop() }
        func search(_ path: String, for client: String) throws -> RawResponse {
            try SiteRequest.send(port: site.port, path, headers: [("X-Forwarded-For", client)])
        }
        // Three at once: the first page, then the other two together; the first is not asked again.
        let asked = stack.github.receivedRequests.count
        let all = try search("/repos/?user=prolific&all=1", for: "192.0.2.1")
        #expect(all.status == 200, "\(all.text.prefix(2000))")
        #expect(all.text.contains("250 repositories"), "\(all.text.prefix(2000))")
        #expect(stack.github.receivedRequests.count == asked + 3, "three pages, each asked once")
        #expect(try search("/repos/?user=nerdishbynature", for: "192.0.2.1").status == 429)

        let small = try await stack.startAnotherSite(overriding: [
            "COURIER_WEB_GITHUB_REQUESTS": "10", "COURIER_WEB_TRUSTED_PROXIES": "127.0.0.1",
        ])
        defer { small.process.stop() }
        let before = stack.github.receivedRequests.count
        let refused = try SiteRequest.send(
            port: small.port, "/repos/?user=prolific&all=1", headers: [("X-Forwarded-For", "192.0.2.1")])
        #expect(refused.status == 422, "\(refused.text.prefix(2000))")
        #expect(
            refused.text.contains(
                "would take 3 requests to GitHub, more than this site lets one address make at once (1)"))
        #expect(stack.github.receivedRequests.count == before + 1, "the first page only")
    }
}
