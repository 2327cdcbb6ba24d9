import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// Header fields that would break the request's header block are refused before anything is sent.
@Suite struct HeaderValidationTests {
    static let invalidFields: [(String, String)] = [
        ("X-Injected", "a\r\nEvil: yes"), ("X-Newline", "a\nb"), ("Bad:Name", "x"), ("", "x"),
    ]

    @Test(arguments: invalidFields.indices)
    func curlRefusesLineBreaksAndBadNames(index: Int) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()
        let (name, value) = Self.invalidFields[index]

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(.get, server.url("/echo"), headers: HTTPHeaders([(name, value)]))
        }

        #expect(error?.kind == .other)
        #expect(server.acceptedConnections == 0)
        #expect(try await transport.send(.get, server.url("/echo")).status == 200)
    }

    /// A method is a token: one with a space, CR or LF would split the request line.
    @Test(arguments: ["GET /x HTTP/1.1\r\nEvil: yes\r\n\r\nGET", "BAD METHOD", "", "PÖST"])
    func aMethodThatIsNotATokenIsRefused(method: String) async throws {
        for kind in TransportKind.all { try await refuses(method, kind) }
    }

    private func refuses(_ method: String, _ kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let error = await #expect(throws: TransportError.self) {
            try await transport.send(HTTPMethod(rawValue: method), server.url("/echo"))
        }

        #expect(error?.kind == .other)
        #expect(server.acceptedConnections == 0)
        #expect(try await transport.send("PROPFIND", server.url("/echo")).status == 200)
    }

    @Test func curlSendsEmptyHeaderValues() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()

        let response = try await transport.send(.get, server.url("/echo"), headers: ["X-Empty": ""])

        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.headers.contains(["X-Empty", ""]))
    }
}
