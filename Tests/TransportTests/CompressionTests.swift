import Courier
import Foundation
import TestSupport
import Testing

/// gzip-encoded responses arrive decoded.
@Suite struct CompressionTests {
    @Test(arguments: TransportKind.all)
    func gzipBodyIsDecodedTransparently(kind: TransportKind) async throws {
        let server = try LoopbackHTTPServer()
        let transport = try kind.make()

        let response = try await transport.send(.get, server.url("/gzip"))

        #expect(String(decoding: response.body, as: UTF8.self) == GzipFixture.plainText)
    }

    @Test func curlAdvertisesGzip() async throws {
        let server = try LoopbackHTTPServer()
        let transport = try TransportKind.curl.make()

        let response = try await transport.send(.get, server.url("/echo"))

        let echoed = try JSONDecoder().decode(EchoedRequest.self, from: response.body)
        #expect(echoed.header("Accept-Encoding")?.contains("gzip") == true)
    }
}
