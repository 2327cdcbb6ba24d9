import Airtable
import AirtableModel
import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// An answer that is not Airtable's, such as a proxy's HTML page, still reaches the caller whole:
/// the error classifies it by status, and keeps the response (headers and body) in `underlying`.
@Suite struct ProxyAnswerTests {
    @Test func aProxysPageIsKeptBehindTheError() async throws {
        let page = "<html><body>upstream timed out (gateway 7)</body></html>"
        let server = try LoopbackHTTPServer { _ in
            .respond(
                status: 502, headers: [("Content-Type", "text/html"), ("X-Proxy-Request", "px-42")],
                body: Array(page.utf8))
        }
        defer { server.stop() }
        let token = AirtableHarness.token
        let client = AirtableClient(
            AirtableConfiguration(
                endpoint: server.url(""), token: token,
                rateLimits: AirtableRateLimits(perBase: nil, perToken: nil, maxLockoutRetries: 0)))

        let error = await #expect(throws: AirtableError.self) { _ = try await client.whoami() }

        #expect(error?.status == 502)
        #expect(error?.type == .httpError)
        #expect(error?.message == "Bad Gateway")
        #expect(error?.failureKind == .unavailable)
        guard case .status(let failure)? = error?.underlying as? CourierError else {
            Issue.record("no response behind \(String(describing: error))")
            return
        }
        #expect(failure.headers["X-Proxy-Request"] == "px-42")
        #expect(failure.bodyExcerpt.contains("upstream timed out (gateway 7)"))
        let shown = error.map { renderings(of: $0) } ?? []
        #expect(!shown.isEmpty && !shown.contains { $0.contains(token) }, "the token is in no rendering")
    }

    /// A status without a reason phrase is named by its number, so the message says something.
    @Test func aStatusWithoutAReasonPhraseIsNamedByItsNumber() async throws {
        let server = try LoopbackHTTPServer { _ in .respond(status: 599, headers: [], body: []) }
        defer { server.stop() }
        let client = AirtableClient(
            AirtableConfiguration(
                endpoint: server.url(""), token: AirtableHarness.token,
                rateLimits: AirtableRateLimits(perBase: nil, perToken: nil, maxLockoutRetries: 0)))

        let error = await #expect(throws: AirtableError.self) { _ = try await client.whoami() }

        #expect(error?.type == .httpError)
        #expect(error?.message == "HTTP 599")
        #expect(error?.failureKind == .unavailable)
    }
}
