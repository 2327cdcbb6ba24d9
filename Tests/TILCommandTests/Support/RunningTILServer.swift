import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// Whether a `til-server` wants logins: `on` is the book's chapter 19 API, `off` its chapter 11 API.
enum ServerAuth: String, Sendable, CustomStringConvertible {
    case on
    case off

    var description: String { rawValue }
}

/// A real `til-server` child process on 127.0.0.1, with its own SQLite database in a fresh directory.
///
/// Its output is read continuously (so a chatty server never blocks on a full pipe) and kept for
/// diagnostics. Start one with ``withServer(auth:port:_:)``, which always stops it, or share one with
/// a suite through the ``TILServerTrait`` (`.tilServer(auth:)`).
final class RunningTILServer: Sendable {
    /// The server a suite shares, set by ``TILServerTrait``.
    @TaskLocal static var shared: RunningTILServer?

    let auth: ServerAuth
    let port: Int
    /// `http://127.0.0.1:<port>`, what `TIL_API_URL` is set to.
    let url: URL
    private let server: ServerProcess
    private let directory: ScratchDirectory
    private let log: ServerOutput

    private init(auth: ServerAuth, server: ServerProcess, directory: ScratchDirectory) {
        self.auth = auth
        self.server = server
        self.directory = directory
        port = server.port
        url = server.url
        log = server.keepOutput()
    }

    /// The suite's shared server, or an error when the suite lacks the trait.
    static func current() throws -> RunningTILServer {
        guard let shared else { throw ProcessError("this suite has no .tilServer trait") }
        return shared
    }

    /// Starts a server (on `port`, or any free port when `nil`) with a new database, runs `body` with
    /// it and stops it, whether `body` throws or not.
    static func withServer<Value: Sendable>(
        auth: ServerAuth, port: Int? = nil, _ body: (RunningTILServer) async throws -> Value
    ) async throws -> Value {
        try await stoppingAfterwards(try await start(auth: auth, port: port), stop: { await $0.stop() }, body)
    }

    /// Starts a server. Prefer ``withServer(auth:port:_:)``: whoever calls this must call ``stop()``.
    /// A given port is tried for up to a second, in case a connection of another test holds it briefly.
    static func start(auth: ServerAuth, port: Int? = nil) async throws -> RunningTILServer {
        let directory = try ScratchDirectory("til-command-server")
        let arguments = [
            "--port", "\(port ?? 0)", "--database", directory.appending("til.sqlite").path, "--auth",
            auth.rawValue,
        ]
        var attempts = port == nil ? 1 : 10
        let process: ServerProcess
        while true {
            do {
                process = try await ServerProcess.start(
                    try Executables.path("til-server"), arguments,
                    environment: ["TIL_BCRYPT_COST": "4", "LOG_LEVEL": "warning", "TIL_THREADS": "2"])
                break
            } catch  where attempts > 1 {
                attempts -= 1
                try await Task.sleep(for: .milliseconds(100))
            }
        }
        let server = RunningTILServer(auth: auth, server: process, directory: directory)
        return server
    }

    /// Stops the server with SIGTERM (SIGKILL if it has not exited after five seconds) and reaps it.
    func stop() async { await server.stopGracefully() }

    /// What the server printed after its start-up line (the last 16 KiB).
    var output: String { log.recent }
}
