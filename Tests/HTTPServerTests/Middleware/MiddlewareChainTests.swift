import HTTPServer
import Testing

@Suite("Middleware chain")
struct MiddlewareChainTests {
    /// Records its name in a request header on the way in and a response header on the way out.
    struct Trace: Middleware {
        let name: String

        func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
            var request = request
            request.headers.add("x-in", name)
            var response = try next(request)
            response.headers.add("x-out", name)
            return response
        }
    }

    /// Answers by itself without calling `next`.
    struct ShortCircuit: Middleware {
        func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
            .text("stopped", status: .forbidden)
        }
    }

    private let echoInbound = ClosureResponder { request in
        .text(request.headers.values(for: "x-in").joined(separator: ","))
    }

    @Test("the first middleware sees the request first and the response last")
    func order() throws {
        let chain = MiddlewareChain([Trace(name: "a"), Trace(name: "b"), Trace(name: "c")], in: echoInbound)
        let response = try chain.respond(to: Request(method: "GET", target: "/"))
        #expect(response.body == Array("a,b,c".utf8))
        #expect(response.headers.values(for: "x-out") == ["c", "b", "a"])
    }

    @Test("middleware can answer without calling the responder")
    func shortCircuit() throws {
        let chain = MiddlewareChain(
            [Trace(name: "a"), ShortCircuit(), Trace(name: "never")], in: echoInbound)
        let response = try chain.respond(to: Request(method: "GET", target: "/"))
        #expect(response.status == .forbidden)
        #expect(response.headers.values(for: "x-out") == ["a"])
    }

    @Test("storage carries values from middleware to the handler")
    func storage() throws {
        enum User: StorageKey { typealias Value = String }
        struct Authenticate: Middleware {
            func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
                var request = request
                request.storage[User.self] = "admin"
                return try next(request)
            }
        }
        let chain = MiddlewareChain(
            [Authenticate()], in: ClosureResponder { .text($0.storage[User.self] ?? "nobody") })
        #expect(try chain.respond(to: Request(method: "GET", target: "/")).body == Array("admin".utf8))
    }
}
