import Courier
import Foundation
import TestSupport
import Testing

/// Refused, reset and truncated connections map to the right error kinds.
@Suite struct ConnectionFailureTests {
    @Test(arguments: TransportKind.all)
    func refusedConnectionIsCannotConnect(kind: TransportKind) async throws {
        let refusing = try RefusingPort()
        let transport = try kind.make()
        // safe: a well-formed literal URL with a numeric port
        let url = URL(string: "http://127.0.0.1:\(refusing.port)/")!

        let error = await #expect(throws: TransportError.self) { try await transport.send(.get, url) }

        #expect(error?.kind == .cannotConnect)
        #expect(error?.isTransient == true)
    }

    @Test(arguments: TransportKind.all)
    func resetConnectionIsConnectionLost(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/reset"))
        }

        #expect(error?.kind == .connectionLost, "\(String(describing: error))")
        #expect(try await transport.send(.get, server.url("/echo")).status == 200)
    }

    @Test(arguments: TransportKind.all)
    func truncatedBodyIsConnectionLost(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/truncated"))
        }

        #expect(error?.kind == .connectionLost, "\(String(describing: error))")
        #expect(try await transport.send(.get, server.url("/echo")).status == 200)
    }

    /// A connection closed in the middle of the response's head is a lost connection, not a
    /// response without a body (which would then be read as, say, JSON that is not there). (libcurl
    /// only: Linux's FoundationNetworking stops the process on it, "Transfer completed, but there's
    /// no response".)
    @Test func aHeadCutOffIsConnectionLost() async throws {
        let server = try LoopbackHTTPServer { _ in .raw(Array("HTTP/1.1 200 OK\r\nContent-Type: appl".utf8)) }
        defer { server.stop() }
        let transport = try TransportKind.curl.make()

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/"))
        }

        #expect(error?.kind == .connectionLost, "\(String(describing: error))")
    }

    /// A refused connection names the address that refused it, in words rather than curl's code.
    @Test func curlNamesTheAddressThatRefused() async throws {
        let refusing = try RefusingPort()
        let transport = try TransportKind.curl.make()
        // safe: a well-formed literal URL with a numeric port
        let url = URL(string: "http://127.0.0.1:\(refusing.port)/")!

        let error = await #expect(throws: TransportError.self) { try await transport.send(.get, url) }

        #expect(error?.message == "127.0.0.1:\(refusing.port) refused the connection")
        #expect(error?.description == "could not connect: 127.0.0.1:\(refusing.port) refused the connection")
    }

    /// A URL that names another kind of server (SSH's banner here; a database's port, or an HTTPS
    /// server named with `http://`, which closes without a word) is said in words, with the address.
    @Test func curlNamesAnAddressThatDoesNotSpeakHTTP() async throws {
        let banner = try GreetingPort(greeting: Array("SSH-2.0-OpenSSH_9.2p1 Debian-2\r\n".utf8))
        let silent = try LoopbackHTTPServer { _ in .raw([]) }
        defer { silent.stop() }
        let transport = try TransportKind.curl.make()

        let notHTTP = await #expect(throws: TransportError.self) {
            // safe: a well-formed literal URL with a numeric port
            try await transport.send(.get, URL(string: "http://127.0.0.1:\(banner.port)/")!)
        }
        let closed = await #expect(throws: TransportError.self) {
            try await transport.send(.get, silent.url("/"))
        }

        #expect(notHTTP?.kind == .other, "not worth sending again")
        #expect(notHTTP?.message == "127.0.0.1:\(banner.port) answered, but not in HTTP")
        #expect(closed?.kind == .connectionLost)
        #expect(closed?.message == "127.0.0.1:\(silent.port) closed the connection without answering")
    }

    /// An `https://` address where a plain HTTP server listens (airtable-local's, til-server's) is
    /// said in words too, not in OpenSSL's: one that answers the handshake in plain text, and one
    /// that closes the connection without a word.
    @Test func curlNamesAnHTTPSAddressWherePlainHTTPListens() async throws {
        let plain = try GreetingPort(greeting: Array("HTTP/1.1 400 Bad Request\r\n\r\n".utf8))
        let silent = try GreetingPort(greeting: [])
        let transport = try TransportKind.curl.make()
        // safe: well-formed literal URLs with numeric ports
        let plainURL = URL(string: "https://127.0.0.1:\(plain.port)/")!
        let silentURL = URL(string: "https://127.0.0.1:\(silent.port)/")!

        let answered = await #expect(throws: TransportError.self) { try await transport.send(.get, plainURL) }
        let closed = await #expect(throws: TransportError.self) { try await transport.send(.get, silentURL) }

        #expect(answered?.kind == .tls)
        #expect(answered?.message == "127.0.0.1:\(plain.port) answered, but not in TLS (an http:// server?)")
        #expect(closed?.kind == .tls)
        #expect(closed?.message == "127.0.0.1:\(silent.port) closed the connection during the TLS handshake")
    }
}
