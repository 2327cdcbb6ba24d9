import Foundation
import TestSupport
import Testing

/// The site answers only to its addresses, `localhost` and the names it is given, so a page whose
/// name was made to point at this machine (DNS rebinding) is refused; and a form a browser says
/// another site's page sent (another port of this host too) is refused whatever token it carries.
@Suite(.offCooperativePool) struct HostAndOriginTests {
    @Test func aNameTheSiteDoesNotAnswerToIsRefused() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for host in ["127.0.0.1:\(stack.web.port)", "localhost:\(stack.web.port)", "[::1]:\(stack.web.port)"]
        {
            let page = try stack.fetch("/planner/", headers: [("Host", host)])
            #expect(page.status == 200, "\(host): \(page.status)")
        }
        for path in [
            "/planner/orders/new", "/til/login", "/", "/assets/../planner/orders/new", "/assets/x/y",
        ] {
            let rebound = try stack.fetch(path, headers: [("Host", "rebind.attacker.test:\(stack.web.port)")])
            #expect(rebound.status == 421, "\(path)")
            #expect(rebound.text.contains("COURIER_WEB_ALLOWED_HOSTS"), "\(rebound.text)")
            #expect(!rebound.text.contains("csrf"), "no form, so no token")
        }
        // A target naming another server is asked of that server, whatever Host says (RFC 9112).
        let absolute = try stack.fetch(
            "http://rebind.attacker.test/planner/", headers: [("Host", "127.0.0.1")])
        #expect(absolute.status == 421, "\(absolute.status)")
        // The refusal page's style sheet is served to it.
        let home = try stack.fetch("/").text
        let sheet = try #require(
            home.components(separatedBy: "href=\"/assets/").dropFirst().first?.split(separator: "\"").first)
        let style = try stack.fetch("/assets/" + sheet, headers: [("Host", "rebind.attacker.test")])
        #expect(
            style.status == 200 && style.header("content-type")?.hasPrefix("text/css") == true, "\(sheet)")
        let named = try await stack.startAnotherSite(overriding: ["COURIER_WEB_ALLOWED_HOSTS": "courier.lan"])
        defer { named.process.stop() }
        let served = try SiteRequest.send(
            port: named.port, "/planner/", headers: [("Host", "courier.lan:8082")])
        #expect(served.status == 200)
        let other = try SiteRequest.send(port: named.port, "/planner/", headers: [("Host", "other.lan")])
        #expect(other.status == 421)
    }

    @Test func aFormFromAnotherSitesPageIsRefusedWhateverItsToken() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/til/login")
        let session = try #require(form.sessionCookie)
        let body = "username=admin&password=password&" + (try form.postFields)
        for headers in [
            [("Sec-Fetch-Site", "same-site"), ("Origin", "http://127.0.0.1:1")],
            [("Sec-Fetch-Site", "cross-site")],
            [("Origin", "http://127.0.0.1:1")],
        ] {
            let refused = try stack.fetch(
                "/til/login", method: "POST", body: body, cookie: session, headers: headers)
            #expect(refused.status == 403, "\(headers)")
            #expect(refused.header("set-cookie") == nil, "\(headers): no login")
        }
        let own = [("Sec-Fetch-Site", "same-origin"), ("Origin", "http://127.0.0.1")]
        let login = try stack.fetch("/til/login", method: "POST", body: body, cookie: session, headers: own)
        #expect(login.status == 303, "\(login.text)")
    }
}
