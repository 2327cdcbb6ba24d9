import Basics
import Foundation
import TestSupport
import Testing

@testable import HTTPServer

#if canImport(Glibc)
    import Glibc
#endif

/// `maxConnectionsPerAddress` counts the connections an address holds. One answered with
/// `connection: close` (or whose client asked for that) stops counting when it is answered:
/// libmicrohttpd counted it until it had cleaned it up, so clients that reconnected at once, as many
/// as the cap, were refused now and then (reset before their request was read; 220 of 21,000
/// pre-auth uploads in one `bench/abuse.sh`-like run on a loaded machine; the upload case below
/// failed 2 runs in 5 before the fix with three busy loops running).
@Suite("Per-address cap under churn", .offCooperativePool)
struct PerAddressChurnTests {
    /// Refuses uploads to `/private` when their headers arrive, as the TIL server refuses
    /// unauthenticated writes.
    private struct Screening: RequestScreening {
        func respond(to request: Request) throws -> Response { .text("ok") }
        func screen(head: Request) -> Response? {
            head.path == "/private" ? .text("log in first", status: .unauthorized) : nil
        }
    }

    /// One request after which the connection closes, and the status it gets.
    struct ClosingExchange: Sendable, CustomTestStringConvertible {
        let name: String
        let request: String
        let status: Int
        var testDescription: String { name }

        static let body = String(repeating: "x", count: 16 << 10)
        static let all = [
            ClosingExchange(
                name: "an upload refused before its body",
                request: "POST /private HTTP/1.1\r\nHost: t\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                    + body, status: 401),
            ClosingExchange(
                name: "Connection: close",
                request: "GET /open HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n",
                status: 200),
            ClosingExchange(name: "HTTP/1.0", request: "GET /open HTTP/1.0\r\n\r\n", status: 200),
        ]
    }

    @Test(
        "clients that reconnect as soon as they are answered, as many as the cap, are never refused",
        arguments: ClosingExchange.all)
    func reconnectingAtTheCap(exchange: ClosingExchange) throws {
        var configuration = ServerConfiguration.test()
        configuration.maxConnectionsPerAddress = 4
        let server = Server(configuration: configuration, responder: Screening())
        let port = try server.start()
        defer { server.shutdown(gracePeriod: .seconds(2)) }
        let outcomes = Recorder()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<250 {
                do {
                    let connection = try RawConnection(
                        port: port, readTimeout: .seconds(30), from: "127.0.0.3")
                    // The server may have answered and closed before the whole request was written.
                    try? connection.write(exchange.request)
                    outcomes.record("\(try connection.readResponse().status)")
                } catch {
                    outcomes.record("\(error)")
                }
            }
        }
        let counts = Dictionary(outcomes.events.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(counts == ["\(exchange.status)": 1000])
    }

    @Test(
        "which requests ask for the connection to close after their answer",
        arguments: [
            ("HTTP/1.1", nil, false), ("HTTP/1.1", "close", true), ("HTTP/1.1", "Keep-Alive, Close", true),
            ("HTTP/1.1", "keep-alive", false), ("HTTP/1.0", nil, true), ("HTTP/1.0", "keep-alive", false),
            ("HTTP/1.0", " Keep-Alive ", false), ("HTTP/1.0", "upgrade", true),
        ] as [(String, String?, Bool)])
    func clientsAskingToClose(version: String, connection: String?, closes: Bool) {
        var headers = HTTPHeaders()
        if let connection { headers["connection"] = connection }
        #expect(HeadCallbacks.closesAfterAnswer(version: version, headers: headers) == closes)
    }

    @Test("a connection stops counting against its address when it is answered with close")
    func closingReleasesTheAddress() throws {
        let registry = ConnectionRegistry.standalone(maxConnectionsPerAddress: 2)
        let client = try #require(Self.key("127.0.0.3"))
        let other = try #require(Self.key("127.0.0.4"))
        #expect(registry.expect(10, from: client))
        #expect(registry.expect(11, from: client))
        #expect(!registry.expect(12, from: client), "the cap")
        #expect(registry.expect(13, from: other), "another address")

        let answered = registry.opened(descriptor: 10, address: nil)
        _ = registry.opened(descriptor: 11, address: nil)
        #expect(!registry.expect(14, from: client), "both still held once open")
        registry.closing(answered)
        #expect(registry.expect(15, from: client), "closing frees its place at once")
        registry.closed(answered)
        #expect(!registry.expect(16, from: client), "and closing it later frees nothing more")
        registry.unexpect(15)  // libmicrohttpd refused it
        #expect(registry.expect(17, from: client))
    }

    @Test("a socket libmicrohttpd never announced stops counting after ten seconds")
    func unannouncedSocketsExpire() throws {
        let registry = ConnectionRegistry.standalone(maxConnectionsPerAddress: 1)
        let client = try #require(Self.key("127.0.0.3"))
        let handing = ContinuousClock.now
        #expect(registry.expect(10, from: client, at: handing))
        registry.sweep(at: handing + .seconds(5))
        #expect(!registry.expect(11, from: client))
        registry.sweep(at: handing + .seconds(11))
        #expect(registry.expect(11, from: client))
    }

    private static func key(_ ipv4: String) -> ClientAddressKey? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        guard inet_pton(AF_INET, ipv4, &address.sin_addr) == 1 else { return nil }
        var storage = sockaddr_storage()
        withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: address, as: sockaddr_in.self) }
        return ClientAddressKey(storage)
    }
}
