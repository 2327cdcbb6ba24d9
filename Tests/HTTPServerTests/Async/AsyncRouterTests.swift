import HTTPServer
import Testing

/// Awaiting handlers are matched as `Router` matches: constants before parameters, HEAD by GET,
/// and what matches nothing goes to the not-found handler.
struct AsyncRouterTests {
    private func router() -> AsyncRouter {
        var router = AsyncRouter { request in .text("no page for \(request.path)", status: .notFound) }
        router.get("til/acronyms/:id") { request in .text("acronym \(request.parameters["id"] ?? "?")") }
        router.get("til/acronyms/new") { _ in .text("form") }
        router.post("til/acronyms") { _ in .text("created", status: .created) }
        return router
    }

    private func text(_ method: String, _ target: String) async -> (Int, String) {
        let response = await router().answer(Request(method: method, target: target))
        return (response.status.code, String(decoding: response.body, as: UTF8.self))
    }

    @Test func routesAreMatchedAsTheSynchronousRouterMatchesThem() async {
        #expect(await text("GET", "/til/acronyms/42") == (200, "acronym 42"))
        #expect(await text("GET", "/til/acronyms/new") == (200, "form"))
        #expect(await text("HEAD", "/til/acronyms/7").0 == 200)
        #expect(await text("POST", "/til/acronyms") == (201, "created"))
        #expect(await text("DELETE", "/til/acronyms") == (404, "no page for /til/acronyms"))
        #expect(await text("GET", "/nowhere") == (404, "no page for /nowhere"))
    }
}
