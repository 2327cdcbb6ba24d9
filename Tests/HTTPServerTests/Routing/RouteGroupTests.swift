import HTTPServer
import Testing

@Suite("Route groups")
struct RouteGroupTests {
    /// Appends its tag to a response header, to show the order middleware ran in.
    struct Tag: Middleware {
        let name: String

        func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
            var response = try next(request)
            response.headers.add("x-trace", name)
            return response
        }
    }

    @Test("a group prefixes its routes, and nested groups prefix again")
    func prefixes() throws {
        var router = Router()
        router.group("api") { api in
            api.get("users") { _ in .text("users") }
            api.group("/acronyms/") { acronyms in
                acronyms.get(":id") { .text("acronym \($0.parameters["id"] ?? "")") }
                acronyms.get("") { _ in .text("all acronyms") }
            }
        }
        #expect(
            try router.respond(to: Request(method: "GET", target: "/api/users")).body == Array("users".utf8))
        #expect(
            try router.respond(to: Request(method: "GET", target: "/api/acronyms/5")).body
                == Array("acronym 5".utf8))
        #expect(
            try router.respond(to: Request(method: "GET", target: "/api/acronyms")).body
                == Array("all acronyms".utf8))
        #expect(throws: HTTPError(.notFound)) {
            try router.respond(to: Request(method: "GET", target: "/users"))
        }
    }

    @Test("group middleware runs only for the group's routes, outer groups first")
    func middleware() throws {
        var router = Router()
        router.get("open") { _ in .text("open") }
        router.group("api", middleware: [Tag(name: "outer")]) { api in
            api.group("admin", middleware: [Tag(name: "inner")]) { admin in
                admin.get("stats") { _ in .text("stats") }
            }
        }
        let open = try router.respond(to: Request(method: "GET", target: "/open"))
        let stats = try router.respond(to: Request(method: "GET", target: "/api/admin/stats"))
        #expect(open.headers.values(for: "x-trace").isEmpty)
        // The response passes the inner middleware first on its way out.
        #expect(stats.headers.values(for: "x-trace") == ["inner", "outer"])
    }
}
