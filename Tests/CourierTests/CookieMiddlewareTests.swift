import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// Cookies kept and sent back by a real client, across the redirects it follows, against a server
/// on loopback.
@Suite struct CookieMiddlewareTests {
    static func client(_ server: RecordingServer, jar: CookieJar) -> Client {
        Client(baseURL: server.baseURL, middleware: [ValidationMiddleware(), CookieMiddleware(jar: jar)])
    }

    /// A login answered `303` with the session cookie; the page it leads to wants that cookie.
    @Test func aCookieSetByARedirectGoesWithTheRequestItLeadsTo() async throws {
        let server = try RecordingServer { request, _ in
            switch (request.method, request.route) {
            case ("POST", "/login"):
                return .respond(
                    status: 303,
                    headers: [("Location", "/home"), ("Set-Cookie", "session=abc; Path=/; HttpOnly")],
                    body: [])
            case ("GET", "/home") where request.header("Cookie") == "session=abc":
                return .ok(Array("welcome".utf8), contentType: "text/plain")
            default:
                return .respond(status: 401, headers: [], body: [])
            }
        }
        let jar = CookieJar()
        let login = Request<Data>.post("login", body: .form([URLQueryItem(name: "user", value: "ann")]))
        let page = try await Self.client(server, jar: jar).send(login)
        #expect(String(decoding: page, as: UTF8.self) == "welcome")
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["POST /login", "GET /home"])
        #expect(server.requests.last?.body == [])
        #expect(server.requests.last?.header("Content-Type") == nil)
        #expect(jar.cookies.map(\.name) == ["session"])
    }

    @Test func aCookieGoesBackOnlyToItsPath() async throws {
        let server = try RecordingServer { _, _ in
            .respond(status: 200, headers: [("Set-Cookie", "scoped=1; Path=/api")], body: [])
        }
        let client = Self.client(server, jar: CookieJar())
        for path in ["api/first", "api/second", "other"] {
            try await client.send(Request<Void>.get(RequestPath(raw: path)))
        }
        #expect(server.requests.map { $0.header("Cookie") } == [nil, "scoped=1", nil])
    }

    /// A caller's own `Cookie` and `Authorization` stay with the origin they were meant for.
    @Test func aRedirectToAnotherOriginCarriesNoCredentials() async throws {
        let elsewhere = try RecordingServer { _, _ in .ok([]) }
        let target = elsewhere.server.url("/landing").absoluteString
        let server = try RecordingServer { _, _ in .redirect(to: target) }
        var request = Request<Void>.get("start")
        request.headers["Authorization"] = "Bearer secret-token"
        request.headers["Cookie"] = "mine=1"
        try await Self.client(server, jar: CookieJar()).send(request)
        let landed = try #require(elsewhere.requests.first)
        #expect(landed.path == "/landing")
        #expect(landed.header("Authorization") == nil)
        #expect(landed.header("Cookie") == nil)
    }

    @Test func a307RepeatsTheMethodAndTheBody() async throws {
        let server = try RecordingServer { request, _ in
            request.route == "/old" ? .redirect(to: "/new", status: 307) : .ok([])
        }
        let body = RequestBody.data(Data("payload".utf8), contentType: "text/plain")
        try await Self.client(server, jar: CookieJar()).send(Request<Void>.post("old", body: body))
        #expect(server.requests.map { "\($0.method) \($0.path)" } == ["POST /old", "POST /new"])
        #expect(server.requests.last?.body == Array("payload".utf8))
    }

    @Test func aRefusalsCookieIsKeptAndARequestThatStaysGetsTheRedirect() async throws {
        let server = try LoopbackHTTPServer { request in
            request.route == "/denied"
                ? .respond(status: 401, headers: [("Set-Cookie", "tries=1")], body: [])
                : .respond(
                    status: 302, headers: [("Location", "/elsewhere"), ("Set-Cookie", "seen=1")], body: [])
        }
        defer { server.stop() }
        let jar = CookieJar()
        let client = Client(baseURL: server.url("/"), middleware: [CookieMiddleware(jar: jar)])
        let refused = try await client.reply(to: Request<Data>.get("denied"))
        #expect(refused.response.status == 401)
        var staying = Request<Data>.get("moved")
        staying.options.followsRedirects = false
        let redirect = try await client.reply(to: staying)
        #expect(redirect.response.status == 302)
        #expect(Set(jar.cookies.map(\.name)) == ["tries", "seen"])
    }

    @Test func aLoopOfRedirectsEndsAtTheLimit() async throws {
        let server = try RecordingServer { _, _ in .redirect(to: "/again") }
        let client = Client(baseURL: server.baseURL, middleware: [CookieMiddleware(maxRedirects: 3)])
        let reply = try await client.reply(to: Request<Data>.get("start"))
        #expect(reply.response.status == 302)
        #expect(server.requests.count == 4)
        let none = Client(baseURL: server.baseURL, middleware: [CookieMiddleware(maxRedirects: -1)])
        #expect(try await none.reply(to: Request<Data>.get("start")).response.status == 302)
        #expect(server.requests.count == 5)
    }
}
