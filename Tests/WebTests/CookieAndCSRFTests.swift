import HTTPServer
import Testing
import Web

/// The session cookie is unreadable by scripts and stays on the site; forms must carry the token.
struct CookieAndCSRFTests {
    @Test func theSessionCookieIsHttpOnlyAndSameSite() {
        let cookie = Cookies.setCookie("courier_session", "abc", maxAge: .seconds(3600), secure: false)
        #expect(cookie == "courier_session=abc; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax")
        #expect(Cookies.setCookie("s", "v", maxAge: .zero, secure: true).hasSuffix("; Secure"))
    }

    @Test func cookiesAreReadFromEveryCookieHeader() {
        var request = Request(method: "GET", target: "/")
        request.headers.add("cookie", "theme=dark; courier_session=\"abc\"")
        request.headers.add("cookie", "other=1")
        #expect(Cookies.value("courier_session", in: request) == "abc")
        #expect(Cookies.value("other", in: request) == "1")
        #expect(Cookies.value("missing", in: request) == nil)
    }

    @Test func aPostNeedsItsSessionsToken() throws {
        let session = Session(now: .now, lifetime: .seconds(60))
        let request = Request(method: "POST", target: "/til/acronyms")
        #expect(
            CSRFCheck.passes(
                request, form: QueryParameters(encoded: "csrf=\(session.csrfToken)"), session: session))
        #expect(!CSRFCheck.passes(request, form: QueryParameters(encoded: "csrf=forged"), session: session))
        #expect(!CSRFCheck.passes(request, form: QueryParameters(), session: session))
        var scripted = request
        scripted.headers["x-csrf-token"] = session.csrfToken
        #expect(CSRFCheck.passes(scripted, form: QueryParameters(), session: session))
    }
}
