import HTTPServer
import TestSupport
import Testing

@Suite("Malformed requests", .offCooperativePool)
struct MalformedRequestTests {
    private let hello = app { $0.get("hello") { _ in .text("hi") } }

    @Test(
        "a malformed request is answered 4xx (or closed) and the server keeps serving",
        arguments: [
            "GARBAGE\r\n\r\n", "GET\r\n\r\n", "GET /hello HTTP/9.9\r\nHost: t\r\n\r\n",
            "GET /hello HTTP/1.1\r\nBad Header Line\r\n\r\n",
            "\r\n\r\n\r\n\r\nGET / HTTP/1.1\r\n\u{0}\r\n\r\n",
            "POST /hello HTTP/1.1\r\nHost: t\r\nContent-Length: abc\r\n\r\n",
            "POST /hello HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\nZZZ\r\n\r\n",
        ])
    func malformed(request: String) throws {
        try withServer(responder: hello) { port in
            let connection = try RawConnection(port: port)
            try connection.write(request)
            if let response = try? connection.readResponse() {
                #expect((400..<600).contains(response.status))
            }
            let next = try RawConnection(port: port)
            try next.write("GET /hello HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try next.readResponse().status == 200)
        }
    }

    @Test("a request line longer than the header memory is refused with 414, headers with 431")
    func oversizedHead() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxHeaderBytes = 4096
        try withServer(configuration, responder: hello) { port in
            let longTarget = try RawConnection(port: port)
            try longTarget.write(
                "GET /hello?\(String(repeating: "a", count: 8000)) HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try longTarget.readResponse().status == 414)
            let longHeaders = try RawConnection(port: port)
            let headers = (0..<100).map { "X-Filler-\($0): \(String(repeating: "b", count: 60))\r\n" }
                .joined()
            try longHeaders.write("GET /hello HTTP/1.1\r\nHost: t\r\n\(headers)\r\n")
            #expect(try longHeaders.readResponse().status == 431)
            // A small memory still serves a plain request: the room kept for the answer shrinks with it.
            let plain = try RawConnection(port: port)
            try plain.write("GET /hello HTTP/1.1\r\nHost: t\r\nUser-Agent: curl/8\r\nAccept: */*\r\n\r\n")
            #expect(try plain.readResponse().status == 200)
        }
    }
}
