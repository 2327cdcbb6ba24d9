import HTTPServer
import TestSupport
import Testing

@Suite("Request body limit", .offCooperativePool)
struct BodyLimitTests {
    private var configuration: ServerConfiguration {
        var configuration = ServerConfiguration.test()
        configuration.maxBodyBytes = 1000
        return configuration
    }

    private let echo = app { $0.post("echo") { request in Response(body: request.body) } }

    private func chunked(_ total: Int, chunkSize: Int = 500) -> String {
        var body = ""
        var left = total
        while left > 0 {
            let size = min(chunkSize, left)
            body += String(size, radix: 16) + "\r\n" + String(repeating: "a", count: size) + "\r\n"
            left -= size
        }
        return body + "0\r\n\r\n"
    }

    /// Sends 8 MB to `path` without waiting for an answer, then reads the answer. 8 MB is more than
    /// the socket buffers hold: a server that answered at the headers and closed on the unread rest
    /// would reset the connection under the upload, and the client would never read its answer.
    private func uploadWithoutWaiting(to path: String, on connection: RawConnection) throws -> RawResponse {
        let size = 8_000_000
        try connection.write("POST \(path) HTTP/1.1\r\nHost: t\r\nContent-Length: \(size)\r\n\r\n")
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 100_000)
        for _ in 0..<(size / chunk.count) { try connection.write(chunk) }
        return try connection.readResponse()
    }

    @Test("a body within the limit reaches the handler whole")
    func withinLimit() throws {
        try withServer(configuration, responder: echo) { port in
            let connection = try RawConnection(port: port)
            let body = String(repeating: "x", count: 1000)
            try connection.write("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 1000\r\n\r\n" + body)
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.text == body)
            try connection.write(
                "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked(1000))
            #expect(try connection.readResponse().body.count == 1000)
        }
    }

    @Test(
        "a declared Content-Length over the limit is answered 413 before the body is sent when the client waits for it or it is huge",
        arguments: ["Content-Length: 5000\r\nExpect: 100-continue", "Content-Length: 17000000"])
    func declaredTooLarge(headers: String) throws {
        try withServer(configuration, responder: echo) { port in
            let connection = try RawConnection(port: port)
            // Only the headers: the server must answer without waiting for a body that never comes.
            try connection.write("POST /echo HTTP/1.1\r\nHost: t\r\n\(headers)\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 413)
            #expect(response.header("connection")?.lowercased() == "close")
            #expect(response.text.contains("\"error\":true"))
            #expect(connection.isClosedByServer())
        }
    }

    @Test("a declared body over the limit sent without waiting is read and dropped, then answered 413")
    func declaredTooLargeAndSent() throws {
        try withServer(configuration, responder: echo) { port in
            let connection = try RawConnection(port: port)
            let response = try uploadWithoutWaiting(to: "/echo", on: connection)
            #expect(response.status == 413)
            #expect(response.text.contains("\"error\":true"))
            #expect(connection.isClosedByServer())
        }
    }

    /// Limits `/small`'s body to 1,000 bytes at its headers, as airtable-local limits a route's.
    private struct SmallRoute: RequestScreening {
        func respond(to request: Request) throws -> Response { Response(body: request.body) }
        func screen(head: Request) -> Response? {
            guard head.path == "/small", let length = head.headers["content-length"].flatMap({ Int($0) }),
                length > 1000
            else { return nil }
            return .text("too large for this route", status: .payloadTooLarge)
        }
    }

    @Test("a route's own 413, for a body sent without waiting, comes after the body is read and dropped")
    func screenedTooLargeAndSent() throws {
        try withServer(.test(), responder: SmallRoute()) { port in
            let connection = try RawConnection(port: port)
            let response = try uploadWithoutWaiting(to: "/small", on: connection)
            #expect(response.status == 413)
            #expect(response.text == "too large for this route")
            #expect(connection.isClosedByServer())
        }
    }

    @Test("a route's own 413 is answered at the headers to a client waiting for 100 Continue")
    func screenedTooLargeBeforeTheBody() throws {
        try withServer(.test(), responder: SmallRoute()) { port in
            let connection = try RawConnection(port: port)
            try connection.write(
                "POST /small HTTP/1.1\r\nHost: t\r\nContent-Length: 5000\r\nExpect: 100-continue\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 413)
            #expect(response.text == "too large for this route")
            #expect(connection.isClosedByServer())
            let other = try RawConnection(port: port)
            try other.write("POST /small HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nhello")
            #expect(try other.readResponse().text == "hello")
        }
    }

    @Test("a chunked body a little over the limit is drained and answered 413")
    func chunkedSlightlyTooLarge() throws {
        try withServer(configuration, responder: echo) { port in
            let connection = try RawConnection(port: port)
            try connection.write(
                "POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n" + chunked(3000))
            #expect(try connection.readResponse().status == 413)
            #expect(connection.isClosedByServer())
        }
    }
}
