import Foundation

/// An `openssl s_server -www` on 127.0.0.1 with a freshly generated self-signed certificate
/// (valid for `127.0.0.1` and `localhost`), for TLS tests. `GET /` answers 200 with an HTML page.
///
/// Start one with ``start()``. Tests should be conditioned on ``isAvailable`` so they are skipped,
/// visibly, where `openssl` is not installed.
public final class TLSTestServer: Sendable {
    /// The port `s_server` accepts on.
    public let port: Int
    /// The self-signed certificate in PEM, to configure as a trusted CA file.
    public let certificatePath: String
    /// The certificate's public key as DER `SubjectPublicKeyInfo`, the bytes a public-key pin hashes.
    public let publicKeyDERPath: String
    private let directory: URL
    private let process: ChildProcess

    /// Whether an `openssl` executable is on `PATH`.
    public static var isAvailable: Bool { opensslPath != nil }

    private static let opensslPath: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/openssl" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Generates the certificate and starts `s_server` on a separate thread (both block for a while,
    /// which must not happen on Swift's cooperative pool), returning once it accepts connections.
    public static func start() async throws -> TLSTestServer {
        try await OwnThread.run { try TLSTestServer() }
    }

    private init() throws {
        guard let openssl = Self.opensslPath else { throw ProcessError("openssl not found") }
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificatePath = directory.appendingPathComponent("cert.pem").path
        let keyPath = directory.appendingPathComponent("key.pem").path
        let request = try ChildProcess(
            openssl,
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", keyPath, "-out", certificatePath, "-days", "1", "-subj", "/CN=localhost",
                "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
            ])
        guard request.wait() == 0 else { throw ProcessError("openssl req failed") }
        publicKeyDERPath = directory.appendingPathComponent("public.der").path
        let publicKey = try ChildProcess(
            openssl, ["pkey", "-in", keyPath, "-pubout", "-outform", "DER", "-out", publicKeyDERPath])
        guard publicKey.wait() == 0 else { throw ProcessError("openssl pkey failed") }
        process = try ChildProcess(
            openssl,
            ["s_server", "-accept", "127.0.0.1:0", "-www", "-cert", certificatePath, "-key", keyPath])
        let accepted = process.readOutput { text in
            // s_server prints "ACCEPT 127.0.0.1:<port>" once it listens.
            text.split(separator: "\n").first { $0.hasPrefix("ACCEPT") }?
                .split(separator: ":").last.flatMap { Int($0) }
        }
        guard let accepted else {
            process.stop()
            throw ProcessError("s_server did not start")
        }
        port = accepted
    }

    deinit { stop() }

    /// `https://127.0.0.1:<port>/`.
    public var url: URL {
        // safe: a well-formed literal URL with a numeric port
        URL(string: "https://127.0.0.1:\(port)/")!
    }

    /// Kills `s_server` (and reaps it) and removes the certificate directory.
    public func stop() {
        process.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Whether `s_server` is still running.
    public var isRunning: Bool { process.isRunning }
}
