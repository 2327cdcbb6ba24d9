import HTTPServer
import TestSupport
import Testing

/// Issue 15, defects 4 and 5: every oversized body gets 413 (chunked ones used to have their
/// connection closed silently past 64 KiB over the limit), and the memory all bodies in flight
/// hold together is bounded, for one client too.
@Suite("Oversized and concurrent bodies", .offCooperativePool)
struct OversizedBodyTests {
    private let echo = app { $0.post("echo") { request in Response(body: request.body) } }

    @Test("chunked bodies far over the limit get 413", arguments: [1_500_000, 2_000_000, 20_000_000])
    func chunkedFarOverTheLimit(size: Int) throws {
        var configuration = ServerConfiguration.test()
        configuration.maxBodyBytes = 1 << 20
        try withServer(configuration, responder: echo) { port in
            let connection = try RawConnection(port: port, readTimeout: .seconds(60))
            try connection.write("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 97, count: 0x10000) + Array("\r\n".utf8)
            for _ in 0..<(size / 0x10000 + 1) { try connection.write(chunk) }
            try connection.write("0\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 413)
            #expect(response.header("connection")?.lowercased() == "close")
        }
    }

    @Test("a refused chunked body that never ends has its connection closed")
    func aChunkedBodyThatNeverEndsIsCutOff() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxBodyBytes = 1024
        configuration.maxDiscardedChunkedBodyBytes = 256 << 10
        try withServer(configuration, responder: echo) { port in
            let connection = try RawConnection(port: port, readTimeout: .seconds(60))
            try connection.write("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n")
            let chunk = Array("10000\r\n".utf8) + [UInt8](repeating: 97, count: 0x10000) + Array("\r\n".utf8)
            var sent = 0
            do {
                while sent < 256 << 20 {
                    try connection.write(chunk)
                    sent += chunk.count
                }
            } catch {}
            #expect(sent < 256 << 20, "the server stopped reading after \(sent) bytes")
        }
    }

    /// A server whose bodies-in-flight budget (10,000 bytes) is nearly all held by one upload of
    /// 8,000 bytes, its first 10 sent; `body` gets the port and that upload's connection.
    private func withAHeldBody(_ body: (Int, RawConnection) throws -> Void) throws {
        var configuration = ServerConfiguration.test()
        configuration.maxBodyBytes = 8000
        configuration.maxBodyBytesInFlight = 10_000
        let server = Server(configuration: configuration, responder: echo)
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(2)) }
        let holding = try RawConnection(port: port)
        try holding.write(
            "POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 8000\r\n\r\n"
                + String(repeating: "a", count: 10))
        #expect(eventuallyBlocking { server.activeRequestCount == 1 })
        try body(port, holding)
    }

    @Test("past the bodies-in-flight budget a request is answered 503 with retry-after before its body")
    func bodiesInFlightAreBounded() throws {
        try withAHeldBody { port, holding in
            let refused = try RawConnection(port: port)
            try refused.write("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 8000\r\n\r\n")
            let response = try refused.readResponse()
            #expect(response.status == 503)
            #expect(response.header("retry-after") == "1")
            // Once the first body is complete, its bytes are released: a new upload fits again.
            try holding.write(String(repeating: "a", count: 7990))
            #expect(try holding.readResponse().status == 200)
            let later = try RawConnection(port: port)
            try later.write("POST /echo HTTP/1.1\r\nHost: t\r\nContent-Length: 5\r\n\r\nhello")
            #expect(try later.readResponse().text == "hello")
        }
    }

    /// A chunked body refused while the budget was full, which then grows past the limit, is
    /// answered 413: the busy 503 says to send it again, and it would never fit. One that stays
    /// under the limit keeps the 503.
    @Test("a chunked body refused as busy that passes the limit is answered 413")
    func aBusyRefusalThatOutgrowsTheLimitIs413() throws {
        try withAHeldBody { port, holding in
            for (size, status) in [(9000, 413), (3000, 503)] {
                let chunked = try RawConnection(port: port, readTimeout: .seconds(60))
                try chunked.write("POST /echo HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: chunked\r\n\r\n")
                for _ in 0..<(size / 1000) {
                    try chunked.write("3e8\r\n" + String(repeating: "b", count: 1000) + "\r\n")
                }
                try chunked.write("0\r\n\r\n")
                #expect(try chunked.readResponse().status == status, "\(size) bytes")
            }
            try holding.write(String(repeating: "a", count: 7990))
            #expect(try holding.readResponse().status == 200)
        }
    }

    @Test("one client's bodies hold at most its share of the budget; another client's still fit")
    func oneClientHoldsItsShareOnly() throws {
        var configuration = ServerConfiguration.test()
        configuration.maxBodyBytes = 8000
        configuration.maxBodyBytesInFlight = 100_000
        configuration.maxBodyBytesInFlightPerClient = 6000
        configuration.trustedProxies = ["127.0.0.1"]
        let server = Server(configuration: configuration, responder: echo)
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(2)) }
        func upload(from client: String, length: Int, sending body: String = "") throws -> RawConnection {
            let connection = try RawConnection(port: port)
            try connection.write(
                "POST /echo HTTP/1.1\r\nHost: t\r\nX-Forwarded-For: \(client)\r\n"
                    + "Content-Length: \(length)\r\n\r\n\(body)")
            return connection
        }
        // Larger than the share, but all this client sends: it fits.
        let holding = try upload(from: "10.0.0.1", length: 8000, sending: "aaaaaaaaaa")
        #expect(eventuallyBlocking { server.activeRequestCount == 1 })
        let refused = try upload(from: "10.0.0.1", length: 100)
        let response = try refused.readResponse()
        #expect(response.status == 503)
        #expect(response.header("retry-after") == "1")
        let other = try upload(from: "10.0.0.2", length: 5, sending: "hello")
        #expect(try other.readResponse().text == "hello")
        // Once the first body is complete, the client's share is free again.
        try holding.write(String(repeating: "a", count: 7990))
        #expect(try holding.readResponse().status == 200)
        let again = try upload(from: "10.0.0.1", length: 5, sending: "again")
        #expect(try again.readResponse().text == "again")
    }
}
