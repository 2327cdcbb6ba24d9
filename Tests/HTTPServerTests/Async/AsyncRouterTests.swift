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

    /// With a handler for it, a path whose routes take other methods is 405, the router listing
    /// them in `Allow` (HEAD wherever GET is, and OPTIONS); a path no route has is still not found.
    @Test func aPathTakingOtherMethodsIsNotAllowedWhenAskedFor() async {
        var router = AsyncRouter(
            notFound: { _ in .text("no page", status: .notFound) },
            methodNotAllowed: { request in .text("no \(request.method) here", status: .methodNotAllowed) })
        router.get("til/acronyms/:id") { _ in .text("acronym") }
        router.post("til/acronyms/:id") { _ in .text("saved") }
        router.post("til/acronyms") { _ in .text("created") }
        router.on("PUT", "til/acronyms/new") { _ in .text("replaced") }

        let put = await router.answer(Request(method: "PUT", target: "/til/acronyms/42"))
        #expect(put.status == .methodNotAllowed)
        #expect(put.headers["allow"] == "GET, HEAD, OPTIONS, POST")
        #expect(String(decoding: put.body, as: UTF8.self) == "no PUT here")
        let get = await router.answer(Request(method: "GET", target: "/til/acronyms"))
        #expect(get.status == .methodNotAllowed)
        #expect(get.headers["allow"] == "OPTIONS, POST")
        // A constant route taking PUT does not hide the parameter route's methods for the same path.
        let delete = await router.answer(Request(method: "DELETE", target: "/til/acronyms/new"))
        #expect(delete.headers["allow"] == "GET, HEAD, OPTIONS, POST, PUT")
        let nowhere = await router.answer(Request(method: "PUT", target: "/nowhere"))
        #expect(nowhere.status == .notFound)
        #expect(nowhere.headers["allow"] == nil)
    }

    /// `OPTIONS` for a path with routes says which methods it takes, with no body, whether or not
    /// the router answers other methods with 405; for a path with none it is not found.
    @Test func optionsListsThePathsMethods() async {
        var reporting = AsyncRouter(
            notFound: { _ in .text("no page", status: .notFound) }, methodNotAllowed: { _ in .text("") })
        reporting.post("til/acronyms") { _ in .text("created", status: .created) }
        var explicit = reporting
        explicit.on("OPTIONS", "til/acronyms") { _ in .empty() }
        let put = await explicit.answer(Request(method: "PUT", target: "/til/acronyms"))
        #expect(put.headers["allow"] == "OPTIONS, POST", "OPTIONS named once")
        for router in [router(), reporting] {
            let options = await router.answer(Request(method: "OPTIONS", target: "/til/acronyms"))
            #expect(options.status == .noContent)
            #expect(options.headers["allow"] == "OPTIONS, POST")
            #expect(options.body.isEmpty)
            let nowhere = await router.answer(Request(method: "OPTIONS", target: "/nowhere"))
            #expect(nowhere.status == .notFound)
        }
    }
}
