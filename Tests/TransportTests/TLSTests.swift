import Courier
import Foundation
import TestSupport
import Testing

/// Certificates are verified: an untrusted self-signed server fails with `.tls`; trusting its
/// certificate as a CA file makes it work.
@Suite(.enabled(if: TLSTestServer.isAvailable, "needs the openssl command"))
struct TLSTests {
    @Test(arguments: TransportKind.all)
    func untrustedSelfSignedCertificateIsATLSError(kind: TransportKind) async throws {
        let server = try await TLSTestServer.start()
        defer { server.stop() }
        let transport = try kind.make()

        let error = await #expect(throws: TransportError.self) { try await transport.send(.get, server.url) }

        #expect(error?.kind == .tls, "\(String(describing: error))")
    }

    @Test func stoppingTheServerEndsOpenSSL() async throws {
        let server = try await TLSTestServer.start()

        server.stop()

        #expect(!server.isRunning)
    }

    @Test func curlTrustsTheConfiguredCAFile() async throws {
        let server = try await TLSTestServer.start()
        defer { server.stop() }
        let transport = try TransportKind.curl.make(caFile: server.certificatePath)

        let response = try await transport.send(.get, server.url)

        #expect(response.status == 200)
    }
}
