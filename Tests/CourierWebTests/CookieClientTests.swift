import Courier
import Foundation
import TestSupport
import Testing

/// Courier's cookie jar against a real site: a client logs in to `courier-web` as a browser does,
/// with the session cookie its first page set, and follows the login's `303`, which renews the
/// session, with the renewed cookie.
@Suite(.serialized) struct CookieClientTests {
    @Test func aClientWithACookieJarLogsInAndStaysLoggedIn() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let jar = CookieJar()
        let site = Client(
            baseURL: try #require(URL(string: stack.url.absoluteString + "/")), headers: [:],
            middleware: [ValidationMiddleware(), CookieMiddleware(jar: jar)])
        let form = try await site.send(Request(path: "til/login", decoder: .text))
        let token = try #require(SiteRequest.csrfToken(in: form))
        let visitor = jar.cookies.map(\.value)
        #expect(visitor.count == 1)
        let fields = [("username", "admin"), ("password", "password"), ("csrf", token)].map(URLQueryItem.init)
        let landing = try await site.send(
            Request(method: .post, path: "til/login", body: .form(fields), decoder: .text))
        #expect(landing.contains("Logged in as admin"))
        #expect(jar.cookies.count == 1)
        #expect(jar.cookies.map(\.value) != visitor)
        let later = try await site.send(Request(path: "til/categories", decoder: .text))
        #expect(later.contains("Logged in as admin"))
    }
}
