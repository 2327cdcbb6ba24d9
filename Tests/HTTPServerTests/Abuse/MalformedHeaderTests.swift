import Foundation
import HTTPServer
import TestSupport
import Testing

/// Issue 15, defects 6 and 7: loose header parsing, and `Content-Length: -1` answered with its
/// header block twice. Every malformed request gets exactly one well-formed 400.
@Suite("Strict header parsing", .offCooperativePool)
struct MalformedHeaderTests {
    private let echo = app {
        $0.get("auth") { request in .text(request.headers["authorization"] ?? "none") }
        $0.post("echo") { request in Response(body: request.body) }
    }

    /// Sends `request` on a new connection; the one response, and whatever followed it.
    private func exchange(_ request: [UInt8], port: Int) throws -> (RawResponse, [UInt8]) {
        let connection = try RawConnection(port: port)
        try connection.write(request)
        let response = try connection.readResponse()
        let rest = (try? connection.readUntilClosed()) ?? []
        return (response, rest)
    }

    @Test(
        "malformed requests get one 400",
        arguments: [
            "GET /auth HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer abc\u{0}junk\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-Other: a\u{0}b\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nConnection: close\r\n\r\n",
            "GET /auth\u{0}junk HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET /auth\u{0} HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /au\u{0}\u{0}th?x=1 HTTP/1.0\r\n\r\n",
            "POST /echo\u{0}x HTTP/1.1\r\nHost: t\r\nContent-Length: -1\r\n\r\n",
            "POST /echo HTTP/1.1\nHost: t\nContent-Length: -1\n\n",
            "GET /auth HTTP/1.1\nHost: t\nConnection: close\n\n",
            "GET /auth HTTP/1.1\nHost: t\n\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: -1\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: abc\r\n\r\n",
            // Ambiguous framing (RFC 9112, 6.3): an unknown coding used to wait for the header
            // timeout and close without an answer; the others were served.
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip\r\n\r\nhello",
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello!",
            "GET /auth HTTP/1.1\r\nHost: t\r\nHost: u\r\nConnection: close\r\n\r\n",
            // Whitespace before a colon (RFC 9112, 5.1): libmicrohttpd does not read the length
            // below as one, so its body would be taken for the next request.
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length : 5\r\n\r\nhello",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-A : b\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-A\t: b\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX(A): b\r\nConnection: close\r\n\r\n",
            // A line with no field name ends libmicrohttpd's header block, so what follows it would
            // be served as the next request; a folded line would be appended to the field's name.
            "GET /auth HTTP/1.1\r\nHost: t\r\n: b\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\n:b\r\nGET /auth HTTP/1.1\r\nHost: t\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\n: x\r\nContent-Length: 5\r\n\r\nhello",
            "GET /auth HTTP/1.1\r\n: b\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\n:\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-A: b\r\n\nGET /auth HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-A: b\r\n c\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-A: b\r\n\tc\r\n\r\n",
            // A target that is not a path, which libmicrohttpd would serve as one.
            "GET auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET ?x=1 HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            // An absolute-form target whose authority is no host and port: it would stand for Host.
            "GET http://h:9999999/auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET http://[::1/auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET http:///auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            // `chunked ` libmicrohttpd does not take for chunked: it waited for a body of no length.
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked \r\n\r\n2\r\nhi\r\n0\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\t\r\n\r\n2\r\nhi\r\n0\r\n\r\n",
            // HTTP/1.0 has no Transfer-Encoding (RFC 9112, 6.1): faulty framing.
            "POST /echo HTTP/1.0\r\nConnection: keep-alive\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n",
            // A method that is not a token, which would reach the log as it came.
            "G\u{1B}[31mET /auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            // A NUL byte inside the method, which libmicrohttpd cut it at (served as `G`), and two
            // spaces after it.
            "G\u{0}ET /auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            "GET  /auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
            // A CR alone inside a value, which a front end ending lines at a bare CR reads as a
            // line end: the length after it would frame the body differently.
            "GET /auth HTTP/1.1\r\nHost: t\r\nX-Foo: a\rb\r\nConnection: close\r\n\r\n",
            "POST /echo HTTP/1.1\r\nHost: t\r\nX-Foo: a\rContent-Length: 5\r\n\r\nhello",
            // A Host that is no host and port (RFC 9112, 3.2).
            "GET /auth HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: a/b?c\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: \u{1B}[31m\r\nConnection: close\r\n\r\n",
            "GET /auth HTTP/1.1\r\nHost: a:b:c:d\r\nConnection: close\r\n\r\n",
        ])
    func malformedRequestsAreRefused(request: String) throws {
        try withServer(responder: echo) { port in
            let (response, rest) = try exchange(Array(request.utf8), port: port)
            #expect(response.status == 400)
            #expect(response.text.contains("\"error\":true"))
            // Nothing after the one response: no second header block inside or after the body.
            #expect(rest.isEmpty, "\(String(decoding: rest, as: UTF8.self))")
            #expect(!response.text.contains("HTTP/1.1"))
        }
    }

    @Test("well-formed requests still pass, on one kept-alive connection")
    func wellFormedRequestsPass() throws {
        try withServer(responder: echo) { port in
            let connection = try RawConnection(port: port)
            try connection.write(
                "GET /auth HTTP/1.1\r\nHost: t\r\nAuthorization: Bearer abc\r\nX-Empty:\r\n\r\n")
            let first = try connection.readResponse()
            #expect(first.status == 200 && first.text == "Bearer abc")
            try connection.write(
                "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: Chunked\r\n\r\n2\r\nhi\r\n0\r\n\r\n")
            let chunked = try connection.readResponse()
            #expect(chunked.status == 200 && chunked.text == "hi")
            // An absolute URL is a target a server must take; every token symbol may name a field.
            try connection.write(
                "GET http://t/auth HTTP/1.1\r\nHost: t\r\nX-!#$%&'*+-.^_`|~1: y\r\nAuthorization: Basic a\r\n\r\n"
            )
            let absolute = try connection.readResponse()
            #expect(absolute.status == 200 && absolute.text == "Basic a")
            // Two requests in one write: the second one's request line follows the first's block.
            try connection.write(
                "GET /auth HTTP/1.1\r\nHost: t\r\nAuthorization: one\r\n\r\nGET /auth HTTP/1.1\r\nHost: t\r\n\r\n"
            )
            #expect(try connection.readResponse().text == "one")
            #expect(try connection.readResponse().text == "none")
            // A block larger than the first read buffer (half of the connection's 32 KiB), arriving in
            // pieces, so the buffer grows while the fields before are already parsed.
            let fields = (0..<160).map { "X-Field-\($0): \(String(repeating: "v", count: 90))\r\n" }.joined()
            let large = Array("GET /auth HTTP/1.1\r\nHost: t\r\n\(fields)Authorization: last\r\n\r\n".utf8)
            for start in stride(from: 0, to: large.count, by: 700) {
                try connection.write(Array(large[start..<min(start + 700, large.count)]))
                Thread.sleep(forTimeInterval: 0.005)  // pacing only: each piece its own read
            }
            #expect(try connection.readResponse().text == "last")
            try connection.write("GET /auth HTTP/1.1\r\nHost: t\r\nAuthorization: spaced  \r\n\r\n")
            #expect(try connection.readResponse().text.hasPrefix("spaced"))
            // Every form a Host may take: a name, an address, an IPv6 literal, with or without port.
            for host in ["t:8080", "127.0.0.1", "[::1]:80", "xn--bcher-kva.example", "", "t ", "t\t"] {
                try connection.write("GET /auth HTTP/1.1\r\nHost: \(host)\r\n\r\n")
                #expect(try connection.readResponse().status == 200, "\(host)")
            }
            try connection.write("GET /auth HTTP/1.0\r\n\r\n")
            #expect(try connection.readResponse().status == 200)
        }
    }

    /// Methods are case-sensitive (RFC 9110, 9.1): `head` is not `HEAD`, so it is not answered as
    /// one (a `HEAD` answer's headers with a body after them), and `get` is no route's method.
    @Test("a method in lower case is a method of its own", arguments: ["head", "get"])
    func lowerCaseMethods(method: String) throws {
        try withServer(.test(), responder: echo) { port in
            let (response, rest) = try exchange(
                Array("\(method) /auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n".utf8), port: port)
            #expect(response.status == 404)
            #expect(rest.isEmpty)
            let exact = try RawConnection(port: port)
            try exact.write("\(method.uppercased()) /auth HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
            #expect(try exact.readResponse(head: method == "head").status == 200)
        }
    }
}
