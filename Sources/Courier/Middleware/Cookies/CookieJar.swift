import Basics
import Foundation

/// The cookies servers set, kept for the requests that go back to them: what a browser does, for a
/// client talking to an API that keeps its session in a cookie. Filled and read by
/// ``CookieMiddleware``; safe to share between clients and tasks.
///
/// It lives in memory unless told otherwise: ``save(to:)`` and ``init(contentsOf:clock:)`` keep it
/// in a file only its owner can read (cookies are credentials), for a tool whose session outlives
/// one run; ``cookies`` and ``init(clock:cookies:)`` let an app keep them anywhere else.
///
/// A server can fill it only so far: at most ``maxCookiesPerDomain`` cookies a domain and
/// ``maxCookies`` in all, the oldest going first.
///
/// <!-- example context: import Courier
/// func example(baseURL: URL) async throws { EXAMPLE } -->
/// ```swift
/// let jar = CookieJar()
/// let client = Client(baseURL: baseURL, middleware: [ValidationMiddleware(), CookieMiddleware(jar: jar)])
/// let login = [URLQueryItem(name: "user", value: "ann")]
/// _ = try await client.send(Request<Data>.post("login", body: .form(login)))
/// print(jar.cookies.map(\.name))   // the session cookie the login set
/// ```
public final class CookieJar: Sendable {
    /// The most cookies kept for one domain.
    public static let maxCookiesPerDomain = 50
    /// The most cookies kept in all.
    public static let maxCookies = 3_000

    private let clock: any CourierClock
    /// Oldest first, as RFC 6265 orders cookies of equal path length.
    private let stored: Locked<[Cookie]>

    /// A jar holding `cookies`, whose expiry `clock` tells.
    public init(clock: any CourierClock = .system, cookies: [Cookie] = []) {
        self.clock = clock
        stored = Locked([])
        for cookie in cookies { store(cookie) }
    }

    /// Every cookie that has not ended, oldest first.
    public var cookies: [Cookie] {
        let now = clock.now()
        return stored.withLock { $0.filter { !$0.isExpired(at: now) } }
    }

    /// The cookies a request to `url` carries: the longest paths first, then the oldest.
    public func cookies(for url: URL) -> [Cookie] {
        let now = clock.now()
        let matching = stored.withLock { $0.filter { $0.isSent(to: url, at: now) } }
        return matching.enumerated().sorted { first, second in
            first.element.path.count != second.element.path.count
                ? first.element.path.count > second.element.path.count : first.offset < second.offset
        }.map(\.element)
    }

    /// The `Cookie` header for a request to `url`, or `nil` when it carries none.
    public func header(for url: URL) -> String? {
        let cookies = cookies(for: url)
        return cookies.isEmpty ? nil : cookies.map { "\($0.name)=\($0.value)" }.joined(separator: "; ")
    }

    /// Keeps what every `Set-Cookie` in `headers`, received from `url`, sets. Over plain HTTP, a
    /// cookie that would replace or remove a secure one of its name is ignored.
    public func store(setCookieHeadersIn headers: HTTPHeaders, from url: URL) {
        let now = clock.now()
        let isSecure = Cookie.isSecureTransport(url)
        for header in headers.values(for: "Set-Cookie") {
            guard let cookie = Cookie(setCookie: header, from: url, at: now) else { continue }
            if !isSecure,
                stored.withLock({ $0.contains { !$0.isExpired(at: now) && cookie.shadows(secure: $0) } })
            {
                continue
            }
            store(cookie)
        }
    }

    /// Keeps `cookie` in place of the one with its name, domain and path; one that has ended only
    /// removes that one. One that no `Cookie` header could carry (a control character, a `;`) is
    /// ignored.
    public func store(_ cookie: Cookie) {
        guard Cookie.canBeSent(name: cookie.name, value: cookie.value) else { return }
        let now = clock.now()
        stored.withLock { cookies in
            cookies.removeAll { $0.isExpired(at: now) }
            let replaced = cookies.firstIndex { cookie.replaces($0) }
            if let replaced { cookies.remove(at: replaced) }
            guard !cookie.isExpired(at: now) else { return }
            cookies.insert(cookie, at: replaced ?? cookies.endIndex)
            let sameDomain = cookies.indices.filter { cookies[$0].domain == cookie.domain }
            if sameDomain.count > Self.maxCookiesPerDomain { cookies.remove(at: sameDomain[0]) }
            if cookies.count > Self.maxCookies { cookies.removeFirst() }
        }
    }

    /// Forgets every cookie (a logout, a new user).
    public func removeAll() {
        stored.withLock { $0.removeAll() }
    }
}
