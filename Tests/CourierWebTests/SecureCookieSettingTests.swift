import Foundation
import TestSupport
import Testing

@testable import courier_web

/// `COURIER_WEB_SECURE_COOKIES=1` marks the session cookie `Secure` (and names it `__Host-…`), for a
/// site reached over HTTPS through a proxy; any other value than a yes or a no is refused at start.
@Suite(.offCooperativePool) struct SecureCookieSettingTests {
    private func settings(_ value: String?) throws(WebSettingError) -> WebSettings {
        var environment = ["HOME": NSTemporaryDirectory()]
        environment["COURIER_WEB_SECURE_COOKIES"] = value
        return try WebSettings(environment: environment, hostname: "127.0.0.1", port: 8082)
    }

    @Test func theSettingIsAYesOrANo() throws {
        #expect(try settings(nil).secureCookies == false)
        #expect(try settings("0").secureCookies == false)
        #expect(try settings(" 1 ").secureCookies == true)
        #expect(try settings("TRUE").secureCookies == true)
        let error = #expect(throws: WebSettingError.self) { try settings("maybe") }
        #expect(error?.description == "COURIER_WEB_SECURE_COOKIES must be 1 or 0, not \"maybe\"")
    }

    @Test func aSecureSitesCookieIsSecure() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        #expect(try stack.fetch("/til/login").header("set-cookie")?.contains("Secure") == false)
        let secure = try await stack.startAnotherSite(overriding: ["COURIER_WEB_SECURE_COOKIES": "1"])
        defer { secure.process.stop() }
        let cookie = try SiteRequest.send(port: secure.port, "/til/login").header("set-cookie")
        #expect(cookie?.contains("; Secure") == true, "\(cookie ?? "none")")
    }

    /// Over HTTPS the cookie's name has the `__Host-` prefix, which a browser takes only from the
    /// site itself, for all of it: the site reads its session by that name, and a cookie of the
    /// plain name (which another site on this host could plant) names no session there.
    @Test func aSecureSitesCookieCannotBePlantedByAnotherSite() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let secure = try await stack.startAnotherSite(overriding: ["COURIER_WEB_SECURE_COOKIES": "1"])
        defer { secure.process.stop() }
        func sessionID(_ cookie: String?) throws -> String? {
            let setCookie = try SiteRequest.send(port: secure.port, "/til/login", cookie: cookie)
                .header("set-cookie")
            let pair = setCookie?.prefix { $0 != ";" }.split(separator: "=", maxSplits: 1)
            #expect(setCookie?.contains("; Path=/;") == true && setCookie?.contains("Domain") == false)
            #expect(pair?.first == "__Host-courier_session", "\(setCookie ?? "none")")
            return pair?.last.map(String.init)
        }
        let id = try #require(try sessionID(nil))
        #expect(try sessionID("__Host-courier_session=\(id)") == id, "its own cookie names its session")
        #expect(try sessionID("courier_session=\(id)") != id, "a cookie of the plain name is not read")
    }
}
