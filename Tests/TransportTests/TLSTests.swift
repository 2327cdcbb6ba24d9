import Basics
import Courier
import Foundation
import TestSupport
import Testing

/// Certificates are verified: an untrusted self-signed server fails with `.tls`; trusting its
/// certificate as a CA file makes it work, and public-key pins narrow that trust to given keys.
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

    #if os(Linux)
        /// A pinned key is accepted; a certificate with another key is refused however it is trusted.
        @Test func curlAcceptsOnlyAPinnedPublicKey() async throws {
            let server = try await TLSTestServer.start()
            defer { server.stop() }
            let key = try [UInt8](Data(contentsOf: URL(fileURLWithPath: server.publicKeyDERPath)))
            let pin = "sha256//" + Data(SHA256.hash(key)).base64EncodedString()
            let other = "sha256//" + Data(SHA256.hash(Array("another key".utf8))).base64EncodedString()

            let pinned = try Self.curl(caFile: server.certificatePath, pins: [other, pin])
            #expect(try await pinned.send(.get, server.url).status == 200)

            let elsewhere = try Self.curl(caFile: server.certificatePath, pins: [other])
            let error = await #expect(throws: TransportError.self) {
                try await elsewhere.send(.get, server.url)
            }
            #expect(error?.kind == .tls, "\(String(describing: error))")
        }

        @Test func aPinThatIsNotAKeysHashIsRefusedAtOnce() {
            for pin in [
                "sha256//not base64!", "sha256//" + Data([1, 2, 3]).base64EncodedString(), "/etc/key.pem",
            ] {
                #expect(throws: TransportError.self, "\(pin)") { try Self.curl(caFile: nil, pins: [pin]) }
            }
        }

        private static func curl(caFile: String?, pins: [String]) throws(TransportError) -> CurlTransport {
            var configuration = CurlTransport.Configuration()
            configuration.additionalCAFile = caFile
            configuration.pinnedPublicKeys = pins
            return try CurlTransport(configuration: configuration)
        }
    #endif

    @Test func curlTrustsTheConfiguredCAFile() async throws {
        let server = try await TLSTestServer.start()
        defer { server.stop() }
        let transport = try TransportKind.curl.make(caFile: server.certificatePath)

        let response = try await transport.send(.get, server.url)

        #expect(response.status == 200)
    }
}
