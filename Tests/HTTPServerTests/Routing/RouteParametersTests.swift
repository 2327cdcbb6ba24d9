import HTTPServer
import Testing

@Suite("Route parameters")
struct RouteParametersTests {
    private func parameters(_ pattern: String, _ target: String) throws -> Parameters {
        var router = Router()
        router.get(pattern) { request in
            .text(request.parameters.map { "\($0.name)=\($0.value)" }.joined(separator: "&"))
        }
        return try #require(
            router.match(method: "GET", segments: Request(method: "GET", target: target).segments)
        )
        .parameters
    }

    @Test("parameters are named and in path order")
    func named() throws {
        let found = try parameters(
            "/api/acronyms/:acronymID/categories/:categoryID", "/api/acronyms/A/categories/B")
        #expect(found["acronymID"] == "A")
        #expect(found["categoryID"] == "B")
        #expect(found.map(\.name) == ["acronymID", "categoryID"])
        #expect(found["missing"] == nil)
    }

    @Test("parameter values are percent-decoded, and an encoded slash stays inside one segment")
    func decoded() throws {
        #expect(try parameters("/tags/:tag", "/tags/caf%C3%A9%20au%20lait")["tag"] == "café au lait")
        #expect(try parameters("/files/:name", "/files/a%2Fb")["name"] == "a/b")
        #expect(try parameters("/q/:word", "/q/a+b")["word"] == "a+b")
    }

    @Test("routes sharing a parameter position keep their own parameter names")
    func namesPerRoute() throws {
        var router = Router()
        router.get("/users/:userID") { .text($0.parameters["userID"] ?? "-") }
        router.get("/users/:id/acronyms") { .text($0.parameters["id"] ?? "-") }
        let first = try router.respond(to: Request(method: "GET", target: "/users/7"))
        let second = try router.respond(to: Request(method: "GET", target: "/users/8/acronyms"))
        #expect(first.body == Array("7".utf8))
        #expect(second.body == Array("8".utf8))
    }
}
