import Courier
import Foundation
import TestSupport
import Testing

#if os(Linux)
    /// The configured `User-Agent` is sent unless the request brings its own.
    @Suite struct UserAgentTests {
        @Test func curlSendsTheConfiguredUserAgentUnlessTheRequestHasOne() async throws {
            let server = try LoopbackHTTPServer()
            var configuration = CurlTransport.Configuration()
            configuration.userAgent = "CourierTests/1.0"
            let transport = try CurlTransport(configuration: configuration)

            let plain = try await transport.send(.get, server.url("/echo"))
            let custom = try await transport.send(.get, server.url("/echo"), headers: ["User-Agent": "Mine"])

            let decoder = JSONDecoder()
            #expect(
                try decoder.decode(EchoedRequest.self, from: plain.body).values(of: "User-Agent") == [
                    "CourierTests/1.0"
                ])
            #expect(
                try decoder.decode(EchoedRequest.self, from: custom.body).values(of: "User-Agent") == ["Mine"]
            )
        }
    }
#endif
