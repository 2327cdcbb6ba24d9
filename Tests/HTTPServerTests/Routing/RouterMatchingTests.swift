import HTTPServer
import Testing

@Suite("Router matching")
struct RouterMatchingTests {
    /// A router whose handlers answer with their own name, so tests can see which route matched.
    private func router(_ routes: [(String, String)]) -> Router {
        var router = Router()
        for (method, path) in routes {
            router.on(method, path) { _ in .text("\(method) \(path)") }
        }
        return router
    }

    private func answer(_ router: Router, _ method: String, _ target: String) throws -> String {
        let response = try router.respond(to: Request(method: method, target: target))
        return String(decoding: response.body, as: UTF8.self)
    }

    @Test("a constant segment wins over a parameter, whatever the registration order")
    func constantsWin() throws {
        for routes in [
            [("GET", "/api/acronyms/:acronymID"), ("GET", "/api/acronyms/search")],
            [("GET", "/api/acronyms/search"), ("GET", "/api/acronyms/:acronymID")],
        ] {
            let router = router(routes)
            #expect(try answer(router, "GET", "/api/acronyms/search") == "GET /api/acronyms/search")
            #expect(try answer(router, "GET", "/api/acronyms/42") == "GET /api/acronyms/:acronymID")
        }
    }

    @Test("constant segments of any length, and multi-byte ones, match only themselves")
    func constantLengths() throws {
        let long = String(repeating: "x", count: 63)
        let longer = String(repeating: "y", count: 80)
        let router = router([
            ("GET", "/a/\(long)"), ("GET", "/a/\(longer)"), ("GET", "/a/café"), ("GET", "/a/:id"),
        ])
        #expect(try answer(router, "GET", "/a/\(long)") == "GET /a/\(long)")
        #expect(try answer(router, "GET", "/a/\(longer)") == "GET /a/\(longer)")
        #expect(try answer(router, "GET", "/a/caf%C3%A9") == "GET /a/café")
        // The decomposed "café" (e + combining acute, one byte longer) is another segment.
        #expect(try answer(router, "GET", "/a/cafe%CC%81") == "GET /a/:id")
        for other in [String(repeating: "x", count: 64), String(repeating: "y", count: 63), "cafe", "cafés"] {
            #expect(try answer(router, "GET", "/a/\(other)") == "GET /a/:id")
        }
    }

    @Test("matching backtracks from a constant into a parameter route")
    func backtracking() throws {
        let router = router([("GET", "/a/search"), ("GET", "/a/:id/user")])
        #expect(try answer(router, "GET", "/a/search/user") == "GET /a/:id/user")
    }

    @Test("trailing and repeated slashes are ignored")
    func slashes() throws {
        let router = router([("GET", "/api/acronyms"), ("POST", "api//acronyms/")])
        for target in ["/api/acronyms", "/api/acronyms/", "//api//acronyms", "/api/acronyms//"] {
            #expect(try answer(router, "GET", target) == "GET /api/acronyms")
        }
        #expect(try answer(router, "POST", "/api/acronyms/") == "POST api//acronyms/")
    }

    @Test("paths are case-sensitive")
    func caseSensitive() throws {
        let router = router([("GET", "/api/acronyms")])
        #expect(throws: HTTPError(.notFound)) { try answer(router, "GET", "/API/acronyms") }
    }

    @Test("an unknown path or a known path with another method is 404, never 405")
    func notFound() throws {
        let router = router([("GET", "/api/acronyms/:id"), ("POST", "/api/users/login")])
        #expect(throws: HTTPError(.notFound)) { try answer(router, "GET", "/nowhere") }
        #expect(throws: HTTPError(.notFound)) { try answer(router, "PATCH", "/api/acronyms/1") }
        #expect(throws: HTTPError(.notFound)) { try answer(router, "GET", "/api/users/login") }
        #expect(throws: HTTPError(.notFound)) { try answer(router, "GET", "/api/acronyms/1/extra") }
        #expect(throws: HTTPError(.notFound)) { try answer(router, "GET", "/api") }
    }

    @Test("HEAD is answered by the GET route unless a HEAD route exists")
    func head() throws {
        let withoutHead = router([("GET", "/hello")])
        #expect(try answer(withoutHead, "HEAD", "/hello") == "GET /hello")
        let withHead = router([("GET", "/hello"), ("HEAD", "/hello")])
        #expect(try answer(withHead, "HEAD", "/hello") == "HEAD /hello")
        #expect(throws: HTTPError(.notFound)) { try answer(withoutHead, "HEAD", "/other") }
    }

    @Test("methods match whatever case the request used")
    func methodCase() throws {
        let router = router([("get", "/hello")])
        #expect(try answer(router, "GET", "/hello") == "get /hello")
        #expect(try answer(router, "get", "/hello") == "get /hello")
    }

    @Test("registering a route again replaces its handler")
    func replace() throws {
        var router = Router()
        router.get("x") { _ in .text("first") }
        router.get("/x/") { _ in .text("second") }
        #expect(try answer(router, "GET", "/x") == "second")
    }
}
