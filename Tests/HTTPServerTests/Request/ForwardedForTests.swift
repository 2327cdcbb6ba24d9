import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

/// Which client a request is for: the connection's address, unless that is a trusted proxy; then
/// the last address of `X-Forwarded-For` no trusted proxy owns.
@Suite struct ForwardedForTests {
    private let proxies: Set<String> = ["10.0.0.1", "10.0.0.2"]

    private func client(_ connection: String?, _ lists: String...) -> String? {
        var headers = HTTPHeaders()
        for list in lists { headers.add("X-Forwarded-For", list) }
        return ForwardedFor.client(connection: connection, headers: headers, trusted: proxies)
    }

    @Test func aTrustedProxyNamesTheClient() {
        #expect(client("10.0.0.1", "203.0.113.7") == "203.0.113.7")
        #expect(client("10.0.0.1", "198.51.100.1, 203.0.113.7") == "203.0.113.7")
        #expect(client("10.0.0.1", "198.51.100.1, 203.0.113.7, 10.0.0.2") == "203.0.113.7")
        #expect(client("10.0.0.1", "198.51.100.1", "2001:db8::1") == "2001:db8::1")
        #expect(client("10.0.0.1", "10.0.0.2") == "10.0.0.2", "only proxies: the first")
    }

    @Test func anyoneElseIsTheirConnection() {
        #expect(client("203.0.113.9", "203.0.113.7") == "203.0.113.9")
        #expect(client(nil, "203.0.113.7") == nil)
        #expect(client("10.0.0.1") == "10.0.0.1", "no header")
        #expect(client("10.0.0.1", "unknown") == "10.0.0.1")
        #expect(client("10.0.0.1", "203.0.113.7, <script>") == "10.0.0.1")
        #expect(client("10.0.0.1", "203.0.113.7,,") == "10.0.0.1")
        #expect(client("10.0.0.1", "1.2.3.4.5") == "10.0.0.1", "address characters, not an address")
        #expect(client("10.0.0.1", "fe80::1::2") == "10.0.0.1")
    }
}

/// A request through a trusted proxy says so, whatever address the proxy named (or failed to).
@Suite struct ForwardedRequestTests {
    @Test func aRequestKnowsWhetherATrustedProxySentIt() throws {
        var configuration = ServerConfiguration.test()
        configuration.trustedProxies = ["127.0.0.1"]
        let responder = ClosureResponder { request in
            .text("\(request.remoteAddress ?? "none") \(request.isForwarded)")
        }
        try withServer(configuration, responder: responder) { port in
            func answer(forwarding list: String?, from source: String? = nil) throws -> String {
                let connection = try RawConnection(port: port, from: source)
                let header = list.map { "X-Forwarded-For: \($0)\r\n" } ?? ""
                try connection.write("GET / HTTP/1.1\r\nHost: t\r\n\(header)Connection: close\r\n\r\n")
                return try connection.readResponse().text
            }
            let named = try answer(forwarding: "203.0.113.7")
            let garbled = try answer(forwarding: "x")
            let none = try answer(forwarding: nil)
            let direct = try answer(forwarding: "203.0.113.7", from: "127.0.0.2")
            #expect(named == "203.0.113.7 true")
            #expect(garbled == "127.0.0.1 true", "named nobody: still through the proxy")
            #expect(none == "127.0.0.1 true")
            #expect(direct == "127.0.0.2 false")
        }
    }
}
