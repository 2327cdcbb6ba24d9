import Courier
import Foundation
import TestSupport
import Testing

/// Redirects are followed, and only the final response's headers are reported.
@Suite struct RedirectTests {
    @Test(arguments: TransportKind.all)
    func followsAChainAndReportsTheFinalResponse(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.get, server.url("/redirect/3"))

        #expect(response.status == 200)
        #expect(response.headers["Location"] == nil)
        #expect(response.headers["Content-Type"] == "application/json")
        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.path == "/echo")
    }

    @Test(arguments: TransportKind.all)
    func aRequestThatRefusesRedirectsGetsTheRedirect(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let refusing = HTTPRequest(
            url: server.url("/redirect/2"), options: RequestOptions(followsRedirects: false))

        let response = try await transport.send(refusing)

        #expect(response.status == 302)
        #expect(response.headers["Location"] == "/redirect/1")
        // The same transport still follows them for the next request that does.
        #expect(try await transport.send(.get, server.url("/redirect/2")).status == 200)
    }

    /// ``CookieMiddleware`` follows redirects itself, over either transport: the cookie a `303`
    /// sets goes with the request it leads to.
    @Test(arguments: TransportKind.all)
    func aCookieSetByARedirectReachesThePageItLeadsTo(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { request in
            switch request.route {
            case "/login":
                .respond(
                    status: 303, headers: [("Location", "/home"), ("Set-Cookie", "session=s1")], body: [])
            case "/home" where request.header("Cookie") == "session=s1": .ok(Array("home".utf8))
            default: .respond(status: 401, headers: [], body: [])
            }
        }
        defer { server.stop() }
        let client = Client(
            baseURL: server.url("/"), middleware: [ValidationMiddleware(), CookieMiddleware()],
            transport: try kind.make())
        let page = try await client.send(Request<Data>.post("login", body: .form([])))
        #expect(page == Data("home".utf8))
    }

    @Test func urlSessionCannotRefuseARedirectOfADownload() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.urlSession.make()
        let scratch = try ScratchDirectory("refused-redirect")
        let options = RequestOptions(downloadDestination: scratch.appending("file"), followsRedirects: false)

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPRequest(url: server.url("/redirect/1"), options: options))
        }
        #expect(error?.message.contains("cannot refuse a redirect") == true)
    }

    @Test func curlStopsAfterFiveRedirects() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()

        _ = try await transport.send(.get, server.url("/redirect/5"))
        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/redirect/6"))
        }
        #expect(error?.kind == .other)
        #expect(error?.message.contains("redirect") == true)
    }

    @Test func curlReportsOnlyTheFinalHeadersAfterContinue() async throws {
        // Bodies over 1 MiB make libcurl send `Expect: 100-continue`; the server answers 100 first.
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()
        let body = Data(TestBytes.pattern(count: 2 * 1024 * 1024))

        let response = try await transport.send(.post, server.url("/echo-body"), body: body)

        #expect(response.status == 200)
        #expect(response.headers.values(for: "Content-Length") == [String(body.count)])
        #expect(response.body == body)
    }
}
