import Basics
import Courier
import Foundation
import Testing

/// What a `Set-Cookie` header sets, and where a jar sends it back (RFC 6265).
@Suite struct CookieTests {
    static let now = Date(timeIntervalSince1970: 1_800_000_000)
    static let page = URL(string: "https://api.example.com/v1/users/login")!

    static func cookie(_ header: String, from url: URL = page) -> Cookie? {
        Cookie(setCookie: header, from: url, at: now)
    }

    @Test func aHeaderGivesItsNameValueAndAttributes() throws {
        let cookie = try #require(
            Self.cookie(" session = a=b ; Path=/v1; Domain=.Example.com; Secure; HttpOnly; SameSite=Lax"))
        #expect(cookie.name == "session")
        #expect(cookie.value == "a=b")
        #expect(cookie.path == "/v1")
        #expect(cookie.domain == "example.com")
        #expect(!cookie.isHostOnly)
        #expect(cookie.isSecure && cookie.isHTTPOnly)
        #expect(cookie.expires == nil)
    }

    @Test func withoutDomainOrPathItBelongsToTheHostAndTheDirectory() throws {
        let cookie = try #require(Self.cookie("id=1; Path=relative"))
        #expect(cookie.domain == "api.example.com")
        #expect(cookie.isHostOnly)
        #expect(cookie.path == "/v1/users")
        #expect(Self.cookie("id=1", from: URL(string: "https://api.example.com/login")!)?.path == "/")
    }

    @Test(arguments: [
        "no-equals-sign", "=value", "id=1; Domain=other.com", "id=1; Domain=com", "id=1; Domain=xample.com",
        "__Secure-id=1", "__Host-id=1; Secure; Path=/; Domain=example.com", "__Host-id=1; Secure; Path=/v1",
        "id=" + String(repeating: "x", count: Cookie.maxSize),
    ])
    func aCookieAClientMustIgnoreIsNone(header: String) {
        #expect(Self.cookie(header) == nil)
    }

    /// A `Domain` under which anyone can register a site would reach all of them: refused, unless it
    /// names the host itself, whose cookie it then is alone. A site's own registered name is fine.
    @Test func aPublicSuffixIsNoCookieDomain() throws {
        let london = try #require(URL(string: "https://shop.london.co.uk/"))
        let pages = try #require(URL(string: "https://someone.github.io/"))
        #expect(Self.cookie("id=1; Domain=co.uk", from: london) == nil)
        #expect(Self.cookie("id=1; Domain=uk", from: london) == nil)
        #expect(Self.cookie("id=1; Domain=github.io", from: pages) == nil)
        #expect(try #require(Self.cookie("id=1; Domain=london.co.uk", from: london)).domain == "london.co.uk")
        let own = try #require(Self.cookie("id=1; Domain=someone.github.io", from: pages))
        #expect(own.domain == "someone.github.io" && !own.isHostOnly)
        let suffix = try #require(URL(string: "https://github.io/"))
        let itself = try #require(Self.cookie("id=1; Domain=github.io", from: suffix))
        #expect(itself.domain == "github.io" && itself.isHostOnly)
        #expect(!itself.isSent(to: pages, at: Self.now))
    }

    /// An address is no name under a domain: `10.0.0.1` is not in `0.0.1`.
    @Test func anAddressIsInNoDomain() throws {
        let address = try #require(URL(string: "http://10.0.0.1/"))
        #expect(Self.cookie("id=1; Domain=0.0.1", from: address) == nil)
        #expect(try #require(Self.cookie("id=1; Domain=10.0.0.1", from: address)).domain == "10.0.0.1")
    }

    @Test func aCookieNoHeaderCouldCarryIsNeitherReadNorKept() {
        #expect(Self.cookie("id=a\u{1}b") == nil)
        #expect(Self.cookie("i\u{7F}d=1") == nil)
        let jar = CookieJar(clock: ManualClock(start: Self.now))
        jar.store(Cookie(name: "id", value: "1\r\nX-Injected: yes", domain: "api.example.com"))
        jar.store(Cookie(name: "a;b", value: "1", domain: "api.example.com"))
        #expect(jar.cookies.isEmpty)
    }

    @Test func aSecureCookieComesOnlyOverASecureConnection() {
        #expect(Self.cookie("id=1; Secure", from: URL(string: "http://example.com/")!) == nil)
        #expect(Self.cookie("id=1; Secure", from: URL(string: "http://127.0.0.1:8080/")!) != nil)
        #expect(Self.cookie("__Host-id=1; Secure; Path=/") != nil)
    }

    @Test func maxAgeWinsOverExpiresAndAPastOneHasEnded() throws {
        let both = try #require(Self.cookie("id=1; Max-Age=60; Expires=Wed, 21-Oct-2015 07:28:00 GMT"))
        #expect(both.expires == Self.now.addingTimeInterval(60))
        let expires = try #require(Self.cookie("id=1; Expires=Wed, 21-Oct-2015 07:28:00 GMT"))
        #expect(expires.expires == HTTPDate.parse("Wed, 21 Oct 2015 07:28:00 GMT"))
        #expect(try #require(Self.cookie("id=1; Max-Age=0")).isExpired(at: Self.now))
        #expect(try #require(Self.cookie("id=1; Max-Age=-5")).isExpired(at: Self.now))
        #expect(try #require(Self.cookie("id=1; Max-Age=soon")).expires == nil)
    }

    /// Leading zeros do not count towards the cap on an age's digits (RFC 6265 §5.2.2 reads the
    /// number): `0000000000003600` is an hour, and all zeros have ended.
    @Test func aZeroPaddedMaxAgeIsItsNumber() throws {
        let padded = try #require(Self.cookie("id=1; Max-Age=0000000000003600"))
        #expect(padded.expires == Self.now.addingTimeInterval(3600))
        #expect(try #require(Self.cookie("id=1; Max-Age=0000000000000000")).isExpired(at: Self.now))
        let huge = try #require(Self.cookie("id=1; Max-Age=00099999999999999999"))
        #expect(huge.expires == Self.now.addingTimeInterval(999_999_999_999))
    }

    @Test func aDomainCookieGoesToItsSubdomainsAndAHostOnlyOneDoesNot() throws {
        let domain = try #require(Self.cookie("a=1; Domain=example.com; Path=/"))
        let hostOnly = try #require(Self.cookie("b=2; Path=/"))
        for (url, sent) in [
            ("https://example.com/", (true, false)), ("https://api.example.com/x", (true, true)),
            ("https://deep.api.example.com/", (true, false)), ("https://badexample.com/", (false, false)),
            ("https://example.org/", (false, false)),
        ] {
            let target = try #require(URL(string: url))
            #expect(domain.isSent(to: target, at: Self.now) == sent.0, "\(url)")
            #expect(hostOnly.isSent(to: target, at: Self.now) == sent.1, "\(url)")
        }
    }

    @Test func aPathCoversItselfAndWhatLiesBelowIt() throws {
        let cookie = try #require(Self.cookie("a=1; Path=/api"))
        for (path, sent) in [
            ("/api", true), ("/api/x", true), ("/api/", true), ("/apix", false), ("/", false),
        ] {
            let url = try #require(URL(string: "https://api.example.com" + path))
            #expect(cookie.isSent(to: url, at: Self.now) == sent, "\(path)")
        }
    }

    @Test func theJarSendsLongerPathsFirstThenOlderCookies() throws {
        let jar = CookieJar(clock: ManualClock(start: Self.now))
        let url = try #require(URL(string: "https://api.example.com/api/items"))
        jar.store(
            setCookieHeadersIn: HTTPHeaders([
                ("Set-Cookie", "a=1; Path=/"), ("Set-Cookie", "b=2; Path=/api"),
                ("Set-Cookie", "c=3; Path=/"),
            ]), from: url)
        #expect(jar.header(for: url) == "b=2; a=1; c=3")
        #expect(jar.header(for: try #require(URL(string: "https://api.example.com/other"))) == "a=1; c=3")
        #expect(jar.header(for: try #require(URL(string: "https://example.com/api/items"))) == nil)
    }

    @Test func aCookieReplacesItsNamesakeInPlaceAndAnEndedOneRemovesIt() throws {
        let jar = CookieJar(clock: ManualClock(start: Self.now))
        let url = Self.page
        jar.store(setCookieHeadersIn: ["Set-Cookie": "a=1; Path=/"], from: url)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "b=2; Path=/"], from: url)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "a=3; Path=/"], from: url)
        #expect(jar.header(for: url) == "a=3; b=2")
        jar.store(setCookieHeadersIn: ["Set-Cookie": "a=gone; Path=/; Max-Age=0"], from: url)
        #expect(jar.header(for: url) == "b=2")
    }

    /// A cookie sent over plain HTTP neither replaces nor removes a secure one of its name whose
    /// path covers it (RFC 6265bis "leave Secure cookies alone"); over HTTPS it does.
    @Test func plainHTTPLeavesSecureCookiesAlone() throws {
        let jar = CookieJar(clock: ManualClock(start: Self.now))
        let secure = try #require(URL(string: "https://example.com/"))
        let plain = try #require(URL(string: "http://example.com/app"))
        jar.store(setCookieHeadersIn: ["Set-Cookie": "s=1; Secure; Path=/"], from: secure)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "s=evil; Path=/"], from: plain)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "s=evil; Path=/app"], from: plain)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "s=gone; Path=/; Max-Age=0"], from: plain)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "other=2; Path=/"], from: plain)
        #expect(jar.header(for: secure) == "s=1; other=2")
        jar.store(setCookieHeadersIn: ["Set-Cookie": "s=2; Secure; Path=/"], from: secure)
        #expect(jar.header(for: secure) == "s=2; other=2")
    }

    @Test func aCookieEndsWhenItsClockSaysSo() throws {
        let clock = ManualClock(start: Self.now)
        let jar = CookieJar(clock: clock)
        jar.store(setCookieHeadersIn: ["Set-Cookie": "a=1; Path=/; Max-Age=60"], from: Self.page)
        clock.advance(by: .seconds(59))
        #expect(jar.header(for: Self.page) == "a=1")
        clock.advance(by: .seconds(1))
        #expect(jar.header(for: Self.page) == nil)
        #expect(jar.cookies.isEmpty)
    }

    @Test func aServerCannotFillTheJarPastItsLimits() throws {
        let jar = CookieJar(clock: ManualClock(start: Self.now))
        let headers = HTTPHeaders(
            (0...CookieJar.maxCookiesPerDomain).map { ("Set-Cookie", "c\($0)=x; Path=/") })
        jar.store(setCookieHeadersIn: headers, from: Self.page)
        #expect(jar.cookies.count == CookieJar.maxCookiesPerDomain)
        #expect(jar.cookies.first?.name == "c1")
    }

    @Test func cookiesKeptElsewhereComeBackIntoANewJar() throws {
        let jar = CookieJar(clock: ManualClock(start: Self.now))
        jar.store(setCookieHeadersIn: ["Set-Cookie": "a=1; Path=/; Max-Age=600"], from: Self.page)
        let saved = try JSONEncoder().encode(jar.cookies)
        let restored = CookieJar(
            clock: ManualClock(start: Self.now), cookies: try JSONDecoder().decode([Cookie].self, from: saved)
        )
        #expect(restored.header(for: Self.page) == "a=1")
    }
}
