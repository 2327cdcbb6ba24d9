import Foundation
import TestSupport
import Testing

@testable import courier_web

/// `COURIER_WEB_SECURE_COOKIES=1` marks the session cookie `Secure`, for a site reached over HTTPS
/// through a proxy; any other value than a yes or a no is refused at start.
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
}
