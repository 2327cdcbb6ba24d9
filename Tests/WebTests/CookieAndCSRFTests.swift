import Basics
import HTTPServer
import TestSupport
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

    /// Cookies of one name set for different paths all arrive: each is read, in order, a few at most.
    @Test func everyValueOfANameIsReadInOrder() {
        var request = Request(method: "GET", target: "/til/")
        request.headers.add("cookie", "courier_session=planted; theme=dark; courier_session=own")
        request.headers.add("cookie", "courier_session=third")
        #expect(Cookies.values("courier_session", in: request) == ["planted", "own", "third"])
        #expect(Cookies.values("courier_session", in: request, most: 2) == ["planted", "own"])
        #expect(!Session.isWellFormed("planted") && Session.isWellFormed(String(repeating: "a", count: 64)))
        #expect(!Session.isWellFormed(String(repeating: "A", count: 64)))
        #expect(Cookies.value("courier_session", in: request) == "planted")
        #expect(Cookies.values("missing", in: request).isEmpty)
    }

    @Test func aCookieIsFoundByItsWholeNameWhateverSurroundsIt() {
        var request = Request(method: "GET", target: "/")
        request.headers.add(
            "cookie", ";;  xcourier_session=no;courier_sessionx=no; flag ;courier_session = \" v=1 \" ;")
        request.headers.add("cookie", "empty=; naïve=café")
        #expect(Cookies.value("courier_session", in: request) == "v=1")
        #expect(Cookies.value("flag", in: request) == nil)
        #expect(Cookies.value("empty", in: request) == "")
        #expect(Cookies.value("naïve", in: request) == "café")
        #expect(Cookies.value("", in: request) == nil)
    }

    @Test func aPostNeedsItsSessionsToken() throws {
        let check = CSRFCheck(key: Array(repeating: 7, count: 32))
        let session = Session(now: .now, lifetime: .seconds(60))
        let token = check.token(for: session)
        let request = Request(method: "POST", target: "/til/acronyms")
        #expect(check.passes(request, form: QueryParameters(encoded: "csrf=\(token)"), session: session))
        #expect(!check.passes(request, form: QueryParameters(encoded: "csrf=forged"), session: session))
        #expect(!check.passes(request, form: QueryParameters(), session: session))
        var scripted = request
        scripted.headers["x-csrf-token"] = token
        #expect(check.passes(scripted, form: QueryParameters(), session: session))
    }

    /// The token is the same wherever the key is (another instance, a restart), differs for every
    /// session and every key, and a renewed session's token is a new one.
    @Test func aTokenIsDerivedFromTheSessionAndTheKey() throws {
        let key = Array(repeating: UInt8(7), count: 32)
        let session = Session(now: .now, lifetime: .seconds(60))
        let token = CSRFCheck(key: key).token(for: session)
        #expect(token.count == 64 && token != session.id)
        #expect(CSRFCheck(key: key).token(for: session) == token)
        #expect(CSRFCheck(key: Array(repeating: 8, count: 32)).token(for: session) != token)
        #expect(CSRFCheck(key: key).token(for: session.renewed()) != token)
        let request = Request(method: "POST", target: "/")
        #expect(
            !CSRFCheck(key: key).passes(
                request, form: QueryParameters(encoded: "csrf=\(token)"), session: session.renewed()))
    }

    /// A cookie names an unstored session only when it reads as an id this type makes.
    @Test func anUnstoredSessionIsTakenOnlyFromAnID() throws {
        let id = Session(now: .now, lifetime: .seconds(60)).id
        let unstored = try #require(Session(unstored: id, now: .now, lifetime: .seconds(60)))
        #expect(unstored.id == id && unstored.values.isEmpty)
        for cookie in [
            "", "abc", id.uppercased(), String(id.dropLast()), id + "0", String(id.dropLast()) + "g",
        ] {
            #expect(Session(unstored: cookie, now: .now, lifetime: .seconds(60)) == nil, "\(cookie)")
        }
    }

    /// A session's id is a browser's credential and its values may hold a login: neither shows when
    /// a session or the site's check is printed or dumped.
    @Test func neitherASessionNorTheCheckShowsItsSecrets() {
        let key = Array(repeating: UInt8(0xab), count: 32)
        var session = Session(now: .now, lifetime: .seconds(60))
        session["til.login"] = "{\"token\":\"tok-SECRET-31\"}"
        for text in renderings(of: session) {
            #expect(!text.contains(session.id))
            #expect(!text.contains("tok-SECRET-31"))
        }
        // The key's bytes, 0xab each, would show as 171 in a dump.
        for text in renderings(of: CSRFCheck(key: key)) { #expect(!text.contains("171")) }
        #expect("\(session)".contains("til.login"))
    }
}
