import HTTPServer
import TestSupport
import Testing

@Suite("HEAD and empty-status responses on the wire", .offCooperativePool)
struct BodylessResponseTests {
    private func routes(_ router: inout Router) {
        router.get("hello") { _ in .text("Hello, world!") }
        router.post("created") { _ in .empty(status: .created) }
        router.delete("gone") { _ in .empty(status: .noContent) }
        router.put("careless") { _ in .text("a body a 204 must not carry", status: .noContent) }
    }

    @Test("HEAD gets the GET route's headers, including content-length, and no body")
    func headKeepsContentLength() throws {
        try withServer(responder: app(routes)) { port in
            let connection = try RawConnection(port: port)
            try connection.write("HEAD /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            let head = try connection.readResponse(head: true)
            #expect(head.status == 200)
            #expect(head.header("content-length") == "13")
            #expect(head.header("content-type") == "text/plain; charset=utf-8")
            // The next response on the connection starts right away: no body bytes came in between.
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            let get = try connection.readResponse()
            #expect(get.status == 200)
            #expect(get.text == "Hello, world!")
        }
    }

    @Test("HEAD of an unknown path is a 404 with the error body's length and no body")
    func headOfUnknownPath() throws {
        try withServer(responder: app(routes)) { port in
            let connection = try RawConnection(port: port)
            try connection.write("HEAD /nowhere HTTP/1.1\r\nHost: t\r\n\r\n")
            let head = try connection.readResponse(head: true)
            #expect(head.status == 404)
            #expect(head.header("content-length") == "35")
            try connection.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
    }

    @Test("201 has content-length 0 and no content type")
    func createdHeaders() throws {
        try withServer(responder: app(routes)) { port in
            let connection = try RawConnection(port: port)
            try connection.write("POST /created HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 201)
            #expect(response.header("content-length") == "0")
            #expect(response.header("content-type") == nil)
        }
    }

    @Test("204 has neither content-length nor content type")
    func noContentHeaders() throws {
        try withServer(responder: app(routes)) { port in
            let connection = try RawConnection(port: port)
            try connection.write("DELETE /gone HTTP/1.1\r\nHost: t\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 204)
            #expect(response.header("content-length") == nil)
            #expect(response.header("content-type") == nil)
            // A body a handler puts on a 204 is not sent, so the next response is read cleanly.
            try connection.write("PUT /careless HTTP/1.1\r\nHost: t\r\nContent-Length: 0\r\n\r\n")
            #expect(try connection.readResponse().status == 204)
            try connection.write("DELETE /gone HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 204)
        }
    }
}
