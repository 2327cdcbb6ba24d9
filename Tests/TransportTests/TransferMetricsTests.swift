import Courier
import Foundation
import TestSupport
import Testing

/// What libcurl measured of each exchange comes with its response.
@Suite struct TransferMetricsTests {
    #if os(Linux)
        @Test func aResponseSaysWhereItWentAndWhetherItsConnectionWasReused() async throws {
            let server = try LoopbackHTTPServer()
            defer { server.stop() }
            let transport = try TransportKind.curl.make()

            let first = try #require(try await transport.send(.get, server.url("/json")).metrics)
            let second = try #require(try await transport.send(.get, server.url("/json")).metrics)

            #expect(!first.reusedConnection)
            #expect(second.reusedConnection)
            #expect(first.remoteAddress == "127.0.0.1:\(server.port)")
            #expect(first.httpVersion == "1.1")
            #expect(first.tlsHandshake == .zero)
            #expect(first.nameLookup <= first.connect && first.connect <= first.firstByte)
            #expect(first.firstByte <= first.total && first.total > .zero)
            #expect(first.redirects == 0)
        }

        @Test func aRedirectFollowedIsCounted() async throws {
            let server = try LoopbackHTTPServer { request in
                request.route == "/old" ? .redirect(to: "/new") : .ok([])
            }
            defer { server.stop() }
            let response = try await TransportKind.curl.make().send(.get, server.url("/old"))
            #expect(response.metrics?.redirects == 1)
        }

        @Test(.enabled(if: TLSTestServer.isAvailable, "needs the openssl command"))
        func aTLSHandshakeIsTimed() async throws {
            let server = try await TLSTestServer.start()
            defer { server.stop() }
            let transport = try TransportKind.curl.make(caFile: server.certificatePath)
            let metrics = try #require(try await transport.send(.get, server.url).metrics)
            #expect(metrics.tlsHandshake > metrics.connect)
            #expect(metrics.firstByte >= metrics.tlsHandshake)
        }
    #endif

    @Test func responsesThatDifferOnlyInTheirMetricsAreEqual() {
        var measured = HTTPResponse(status: 200, body: Data("a".utf8))
        measured.metrics = TransferMetrics(total: .milliseconds(3), reusedConnection: true)
        let plain = HTTPResponse(status: 200, body: Data("a".utf8))
        #expect(measured == plain)
        #expect(Set([measured, plain]).count == 1)
    }
}
