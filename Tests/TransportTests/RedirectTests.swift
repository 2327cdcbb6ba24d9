import Courier
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Redirects are followed, and only the final response's headers are reported.
@Suite(.offCooperativePool) struct RedirectTests {
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
        #expect(response.url == server.url("/echo"))
    }

    /// A response says where it came from after the redirects followed one exchange at a time too
    /// (a request carrying an API key); one that no redirect led to says its own address or
    /// nothing (which means the same).
    @Test(arguments: TransportKind.all)
    func aResponseSaysWhereItCameFrom(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        var request = HTTPRequest(url: server.url("/redirect/2"))
        request.headers["X-Api-Key"] = "secret-key"

        #expect(try await transport.send(request).url == server.url("/echo"))
        let direct = try await transport.send(.get, server.url("/echo")).url
        #expect(direct == nil || direct == server.url("/echo"), "its own address, or none said")
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
        let reply = try await client.reply(to: Request<Data>.post("login", body: .form([])))
        #expect(reply.url == server.url("/home"))
    }

    /// A listing that a redirect moved reads its relative `Link`s against where the page came
    /// from, not where it was asked for: `<?page=2>` on `/v2/items` is `/v2/items?page=2`.
    @Test(arguments: TransportKind.all)
    func aRelativeLinkAfterARedirectResolvesAgainstTheRedirectedPage(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { request in
            request.path == "/items" ? .redirect(to: "/v2/items", status: 301) : Self.movedPages(request)
        }
        defer { server.stop() }
        #expect(try await Self.listed(at: server, kind) == [[1], [2]])
    }

    /// A listing a redirect moved to another origin reads its relative links against the address
    /// it asked: its next page is asked there too, and the server's redirect leads on (no request
    /// of the client's own goes to the other origin).
    @Test(arguments: TransportKind.all)
    func aRelativeLinkAfterARedirectToAnotherOriginIsAskedWhereTheListingIs(kind: TransportKind)
        async throws
    {
        let moved = try LoopbackHTTPServer(handler: Self.movedPages)
        defer { moved.stop() }
        let elsewhere = moved.url("/v2/items").absoluteString
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/items": .redirect(to: elsewhere, status: 301)
            case "/items?page=2": .redirect(to: elsewhere + "?page=2", status: 301)
            default: .respond(status: 404, headers: [], body: [])
            }
        }
        defer { server.stop() }
        #expect(try await Self.listed(at: server, kind) == [[1], [2]])
    }

    /// A listing's two pages at `/v2/items`, the first linking to the second by a relative link.
    private static func movedPages(_ request: ReceivedRequest) -> ScriptedReply {
        switch request.path {
        case "/v2/items":
            .respond(status: 200, headers: [("Link", "<?page=2>; rel=\"next\"")], body: Array("[1]".utf8))
        case "/v2/items?page=2": .ok(Array("[2]".utf8), contentType: "application/json")
        default: .respond(status: 404, headers: [], body: [])
        }
    }

    /// Every page of `items` at `server`, followed by their `Link` headers.
    private static func listed(at server: LoopbackHTTPServer, _ kind: TransportKind) async throws -> [[Int]] {
        let client = Client(baseURL: server.url("/"), transport: try kind.make())
        var pages: [[Int]] = []
        for try await page in client.pages(Request<[Int]>.get("items"), paging: .linkHeader) {
            pages.append(page.value)
        }
        return pages
    }

    /// A redirect the transport follows to another origin (here another port) leaves the caller's
    /// credentials behind (`Authorization`, `Cookie`, and the API-key headers libcurl would send
    /// on): a token meant for one server never reaches another.
    @Test(arguments: TransportKind.all)
    func aRedirectToAnotherOriginCarriesNoCredentials(kind: TransportKind) async throws {
        let elsewhere = try LoopbackHTTPServer { request in
            let seen = ["Authorization", "Cookie", "X-Api-Key"].map { request.header($0) ?? "-" }
            return .ok(Array(seen.joined(separator: " ").utf8))
        }
        defer { elsewhere.stop() }
        let target = elsewhere.url("/landing").absoluteString
        let server = try LoopbackHTTPServer { _ in
            .respond(status: 302, headers: [("Location", target)], body: [])
        }
        defer { server.stop() }
        let scratch = try ScratchDirectory("credential-redirect")
        for destination in [nil, scratch.appending("landing")] {
            var request = HTTPRequest(
                url: server.url("/start"), options: RequestOptions(downloadDestination: destination))
            request.headers["Authorization"] = "Bearer secret-token"
            request.headers["Cookie"] = "mine=1"
            request.headers["X-Api-Key"] = "secret-key"

            let response = try await kind.make().send(request)

            #expect(response.status == 200)
            let body = try destination.map { try Data(contentsOf: $0) } ?? response.body
            #expect(String(decoding: body, as: UTF8.self) == "- - -", "downloaded: \(destination != nil)")
        }
    }

    /// Within one origin the credentials go along, and a chain is followed as far as the limit.
    @Test(arguments: TransportKind.all)
    func aRedirectWithinTheOriginKeepsTheCredentials(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer { request in
            guard request.path == "/landing" else {
                return .respond(status: 307, headers: [("Location", "/landing")], body: [])
            }
            return .ok(Array((request.header("X-Api-Key") ?? "-").utf8))
        }
        defer { server.stop() }
        var request = HTTPRequest(url: server.url("/start"))
        request.headers["X-Api-Key"] = "secret-key"

        let response = try await kind.make().send(request)

        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "secret-key")
        #expect(kind != .curl || response.metrics?.redirects == 1)
    }

    /// A `303` after a `PUT`, `PATCH` or `DELETE` is followed with a `GET` without the body, as
    /// after a `POST`; a `307` keeps the method, and the body (not over swift-corelibs-foundation's
    /// URLSession, which leaves it behind).
    @Test(arguments: TransportKind.all, [HTTPMethod.put, .patch, .delete])
    func a303AfterAnyMethodIsFollowedWithAGet(kind: TransportKind, method: HTTPMethod) async throws {
        let server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/see-other": .respond(status: 303, headers: [("Location", "/landing")], body: [])
            case "/temporary": .respond(status: 307, headers: [("Location", "/landing")], body: [])
            default: .ok(Array("\(request.method) \(request.body.count)".utf8))
            }
        }
        defer { server.stop() }
        let transport = try kind.make()
        for (path, answer) in [("/see-other", "GET 0"), ("/temporary", "\(method.rawValue) 4")] {
            var request = HTTPRequest(method: method, url: server.url(path), body: Data("body".utf8))
            request.headers["Content-Type"] = "text/plain"
            let response = try await transport.send(request)
            let received = String(decoding: response.body, as: UTF8.self)
            #expect(kind == .curl ? received == answer : received.hasPrefix(answer.prefix(3)), "\(path)")
        }
    }

    /// Redirects followed one exchange at a time share the request's one timeout, as libcurl's do:
    /// two hops of 1.5 s each outlast a timeout of 2 s that either hop alone would not.
    @Test func redirectsFollowedByTheTransportShareOneTimeout() async throws {
        let server = try LoopbackHTTPServer { request in
            let next: ScriptedReply =
                request.path == "/landing"
                ? .ok(Array("arrived".utf8))
                : .respond(status: 307, headers: [("Location", "/landing")], body: [])
            return .delayed(.milliseconds(1500), next)
        }
        defer { server.stop() }
        var request = HTTPRequest(url: server.url("/start"), options: RequestOptions(timeout: .seconds(2)))
        request.headers["X-Api-Key"] = "secret-key"

        let error = await #expect(throws: TransportError.self) {
            try await TransportKind.curl.make().send(request)
        }
        #expect(error?.kind == .timedOut, "\(String(describing: error))")
    }

    /// A negative limit is no limit, as libcurl's.
    @Test func aNegativeRedirectLimitFollowsEveryRedirect() async throws {
        let server = try LoopbackHTTPServer()
        var configuration = CurlTransport.Configuration()
        configuration.maxRedirects = -1
        var request = HTTPRequest(url: server.url("/redirect/7"))
        request.headers["X-Api-Key"] = "secret-key"

        let response = try await CurlTransport(configuration: configuration).send(request)

        #expect(response.status == 200)
    }

    /// A request whose redirects the transport follows itself stops at the same limit as libcurl.
    @Test func curlStopsAfterFiveRedirectsOfARequestWithAnAPIKey() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()
        var request = HTTPRequest(url: server.url("/redirect/5"))
        request.headers["X-Api-Key"] = "secret-key"

        #expect(try await transport.send(request).status == 200)
        request.url = server.url("/redirect/6")
        let error = await #expect(throws: TransportError.self) { try await transport.send(request) }
        #expect(error?.kind == .other)
        #expect(error?.message.contains("redirects") == true)
    }

    /// A redirect to anything but `http(s)` (a local file, FTP) is not followed: a server cannot
    /// make the client read a file of this machine as its answer.
    @Test(arguments: TransportKind.all)
    func aRedirectToAnotherSchemeIsNotFollowed(kind: TransportKind) async throws {
        let scratch = try ScratchDirectory("scheme-redirect")
        let secret = scratch.appending("secret.txt")
        try Data("local secret".utf8).write(to: secret)
        for location in [secret.absoluteString, "ftp://127.0.0.1:1/x"] {
            let server = try LoopbackHTTPServer { _ in
                .respond(status: 302, headers: [("Location", location)], body: [])
            }
            defer { server.stop() }
            let outcome: String
            do {
                let response = try await kind.make().send(.get, server.url("/start"))
                outcome = "\(response.status) \(String(decoding: response.body, as: UTF8.self))"
            } catch {
                outcome = "error"
            }
            #expect(!outcome.contains("local secret"), "\(location): \(outcome)")
            #expect(outcome == "error" || outcome.hasPrefix("302"), "\(location): \(outcome)")
        }
    }

    /// A refused redirect of a download is its response: the destination is left alone.
    @Test(arguments: TransportKind.all)
    func aDownloadsRedirectCanBeRefused(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let scratch = try ScratchDirectory("refused-redirect")
        let options = RequestOptions(downloadDestination: scratch.appending("file"), followsRedirects: false)

        let response = try await transport.send(HTTPRequest(url: server.url("/redirect/1"), options: options))

        #expect(response.status == 302)
        #expect(response.bodyFile == nil)
        #expect(!FileManager.default.fileExists(atPath: scratch.appending("file").path))
    }

    /// A session the transport wraps keeps its own delegate, which never sees a redirect.
    @Test func aWrappedSessionCannotRefuseARedirect() async throws {
        let server = try LoopbackHTTPServer()
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        let transport = URLSessionTransport(session: session)
        let options = RequestOptions(followsRedirects: false)

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
