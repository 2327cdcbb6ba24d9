import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// Requests reach the server exactly as sent: method, path and query, headers, body bytes.
@Suite struct MethodRoundTripTests {
    static let methods: [HTTPMethod] = [.get, .post, .put, .patch, .delete]

    @Test(arguments: TransportKind.all, methods)
    func requestArrivesExactly(kind: TransportKind, method: HTTPMethod) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        let body = method == .get ? nil : Data(TestBytes.pattern(count: 3000, seed: 7))
        let headers: HTTPHeaders = ["X-Trace": "abc 123", "Content-Type": "application/octet-stream"]

        let response = try await transport.send(
            method, server.url("/echo?q=a%20b&x=1"), headers: headers, body: body)

        #expect(response.status == 200)
        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.method == method.rawValue)
        #expect(echoed.path == "/echo?q=a%20b&x=1")
        #expect(echoed.header("X-Trace") == "abc 123")
        #expect(echoed.body == (body ?? Data()))
        if let body {
            #expect(echoed.header("Content-Length") == String(body.count))
            #expect(echoed.values(of: "Content-Type") == ["application/octet-stream"])
        }
    }

    @Test(arguments: TransportKind.all)
    func repeatedRequestHeadersAreAllSent(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()
        var headers = HTTPHeaders()
        headers.add("X-Many", "one")
        headers.add("X-Many", "two")

        let response = try await transport.send(.get, server.url("/echo"), headers: headers)

        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        let values = echoed.values(of: "X-Many").flatMap { $0.split(separator: ",") }
        #expect(values.map { $0.trimmingCharacters(in: .whitespaces) } == ["one", "two"])
    }
}
