import Basics
import HTTPServer
import SQL
import TestSupport
import Testing
import Web

@testable import courier_web

/// A session store that cannot be read is a 503 page for a browser that has a session, not a page
/// as if it had none (which would show a person logged out, and could save an empty session over
/// theirs); a browser without a session cookie needs no store to be shown a page.
@Suite struct SessionStoreOutageTests {
    struct UnreachableStore: SessionStore {
        func session(_ id: String) throws -> Session? { throw SQLError(.unreachable, "the store is down") }
        func save(_ session: Session) throws { throw SQLError(.unreachable, "the store is down") }
        func delete(_ id: String) throws { throw SQLError(.unreachable, "the store is down") }
        func siteKey() throws -> [UInt8] { Array(repeating: 7, count: 32) }
    }

    private let gate = PageGate(
        store: UnreachableStore(), csrf: CSRFCheck(key: Array(repeating: 7, count: 32)),
        clock: ManualClock(), submissions: RepeatedSubmissions(clock: ManualClock()), secureCookies: false)

    @Test func aSessionThatCannotBeReadIsA503() async {
        let ran = Locked(false)
        let page = gate.page { _ in
            ran.withLock { $0 = true }
            return .page("<h1>Acronyms</h1>")
        }
        let cookie = "courier_session=" + String(repeating: "ab", count: 32)

        let response = await page(Request(method: "GET", target: "/til/", headers: ["cookie": cookie]))

        #expect(response.status == .serviceUnavailable)
        #expect(String(decoding: response.body, as: UTF8.self).contains("cannot keep your session"))
        #expect(!ran.withLock { $0 }, "the page was made as if the browser had no session")
    }

    @Test func aBrowserWithoutACookieIsServed() async {
        let page = gate.page { _ in .page("<h1>Acronyms</h1>") }

        let response = await page(Request(method: "GET", target: "/til/"))

        #expect(response.status == .ok)
    }
}
