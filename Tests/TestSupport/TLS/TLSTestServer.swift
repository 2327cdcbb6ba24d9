import Foundation

/// An `openssl s_server -www` on 127.0.0.1 with a freshly generated self-signed certificate
/// (valid for `127.0.0.1` and `localhost`), for TLS tests. `GET /` answers 200 with an HTML page.
///
/// Start one with ``start()``. Tests should be conditioned on ``isAvailable`` so they are skipped, visibly, where `openssl` is
/// not installed.
public final class TLSTestServer: Sendable {
    /// The port `s_server` accepts on.
    public let port: Int
    /// The self-signed certificate in PEM, to configure as a trusted CA file.
    public let certificatePath: String
    private let directory: URL
    private let process: Process

    /// Whether an `openssl` executable is on `PATH`.
    public static var isAvailable: Bool { opensslPath != nil }

    private static let opensslPath: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return paths.map { "\($0)/openssl" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Generates the certificate and starts `s_server` on a separate thread (both block for a while,
    /// which must not happen on Swift's cooperative pool), returning once it accepts connections.
    public static func start() async throws -> TLSTestServer {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try TLSTestServer() }) }
        }
    }

    private init() throws {
        guard let openssl = Self.opensslPath else { throw TLSTestServerError("openssl not found") }
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-tls-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        certificatePath = directory.appendingPathComponent("cert.pem").path
        let keyPath = directory.appendingPathComponent("key.pem").path
        try Self.run(
            openssl,
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                "-keyout", keyPath, "-out", certificatePath, "-days", "1", "-subj", "/CN=localhost",
                "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost",
            ])
        process = Process()
        process.executableURL = URL(fileURLWithPath: openssl)
        process.arguments = [
            "s_server", "-accept", "127.0.0.1:0", "-www", "-cert", certificatePath, "-key", keyPath,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        do {
            port = try Self.readAcceptedPort(output.fileHandleForReading)
        } catch {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw error
        }
    }

    deinit { stop() }

    /// `https://127.0.0.1:<port>/`.
    public var url: URL {
        // safe: a well-formed literal URL with a numeric port
        URL(string: "https://127.0.0.1:\(port)/")!
    }

    /// Ends `s_server` and removes the certificate directory.
    ///
    /// `s_server` inherits the spawning thread's signal mask, and test threads block SIGTERM, so
    /// `Process.terminate()` would leave it running: it is killed with SIGKILL and reaped instead.
    public func stop() {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Whether `s_server` is still running.
    public var isRunning: Bool { process.isRunning }

    /// Reads `s_server`'s output until its `ACCEPT 127.0.0.1:<port>` line.
    private static func readAcceptedPort(_ handle: FileHandle) throws -> Int {
        var text = ""
        while true {
            let chunk = handle.availableData
            guard !chunk.isEmpty else { throw TLSTestServerError("s_server exited: \(text)") }
            text += String(decoding: chunk, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("ACCEPT") }),
                let port = line.split(separator: ":").last.flatMap({ Int($0) })
            {
                return port
            }
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TLSTestServerError("\(arguments.first ?? "") exited with \(process.terminationStatus)")
        }
    }
}

/// Why the TLS test server could not start.
public struct TLSTestServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
