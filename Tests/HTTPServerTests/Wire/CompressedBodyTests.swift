import HTTPServer
import TestSupport
import Testing

/// No handler reads a compressed request body, so one is refused (415) before it reaches them,
/// rather than taken for the bytes it was sent as. A body that is not compressed, or no body, is
/// served whatever the header says.
@Suite("Compressed request bodies", .offCooperativePool)
struct CompressedBodyTests {
    private let echo = app { router in
        router.post("echo") { request in Response(body: request.body) }
        router.get("hello") { _ in .text("hi") }
    }

    @Test(
        "a compressed body is refused with 415, whether its length is declared or chunked",
        arguments: [
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\nContent-Length: 5\r\n\r\nhello",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: identity, br\r\nContent-Length: 5\r\n\r\nhello",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: GZIP\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "5\r\nhello\r\n0\r\n\r\n",
        ])
    func refused(request: String) throws {
        try withServer(responder: echo) { port in
            let connection = try RawConnection(port: port)
            try connection.write(request)
            let response = try connection.readResponse()
            #expect(response.status == 415, "\(response.text)")
            #expect(response.text.contains("must not be compressed"), "\(response.text)")
            #expect(response.header("accept-encoding") == "identity")
        }
    }

    @Test("a body that is not compressed, and a request without one, are served")
    func served() throws {
        try withServer(responder: echo) { port in
            let identity = try RawConnection(port: port)
            try identity.write(
                "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Encoding: identity\r\nContent-Length: 5\r\n\r\nhello"
            )
            let echoed = try identity.readResponse()
            #expect(echoed.status == 200 && echoed.text == "hello", "\(echoed.text)")
            let bodyless = try RawConnection(port: port)
            try bodyless.write("GET /hello HTTP/1.1\r\nHost: t\r\nContent-Encoding: gzip\r\n\r\n")
            #expect(try bodyless.readResponse().status == 200)
        }
    }
}
