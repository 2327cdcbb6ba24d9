import Basics
import Courier
import Foundation
import HTTPServer
import SQL
import TILServer
import TestSupport
import Testing

/// The TIL API served in this process — `TILApplication` behind `Server` on 127.0.0.1, ephemeral port —
/// over a fresh database, with bcrypt cost 4 (the book's 12 costs ~0.25 s per hash here).
///
/// ```swift
/// try await TILTestServer.run(backend, .chapter19) { server in
///     let response = try await server.client.get("/api/acronyms")
/// }
/// ```
///
/// Every response its `client` receives is checked against the server's OpenAPI document, and when the
/// body returns no line may have been logged at `error` level (an internal error).
final class TILTestServer: Sendable {
    /// How the server is set up.
    struct Options: Sendable {
        var maxBodyBytes = 1 << 20
        var connectionTimeout: Duration = .seconds(10)
        /// How long a request's headers may take after its request line (the server's default: 10 s).
        var requestHeaderTimeout: Duration = ServerConfiguration().requestHeaderTimeout
        var threadCount = 2
        /// What the server logs (all of it is captured in `logs`).
        var logLevel = Basics.LogLevel.info
        /// Failed logins allowed; the book's tests fail many logins on purpose, so unlimited by default.
        var loginRateLimit = LoginRateLimit(burstPerAddress: 1 << 30, burstPerUsername: 1 << 30)
    }

    /// The bcrypt cost of every password hash in these tests.
    static let bcryptCost = 4
    /// Servers running at once across all tests: bounds threads and PostgreSQL connections.
    private static let slots = AsyncSemaphore(limit: 6)

    let backend: Backend
    let level: APILevel
    let port: Int
    let client: TestClient
    let logs: LogCapture
    let storage: TestDatabase
    let server: Server

    /// The book's fixtures and login helpers, for this server's API level.
    var api: BookAPI { BookAPI(client: client, level: level, tokens: tokens) }
    private let tokens = TokenCache()

    private init(
        backend: Backend, level: APILevel, port: Int, client: TestClient, logs: LogCapture,
        storage: TestDatabase, server: Server
    ) {
        self.backend = backend
        self.level = level
        self.port = port
        self.client = client
        self.logs = logs
        self.storage = storage
        self.server = server
    }

    /// Starts a server, runs `body` with it, and stops it and removes its database, whatever happens.
    static func run<T>(
        _ backend: Backend, _ level: APILevel = .chapter19, options: Options = Options(),
        _ body: (TILTestServer) async throws -> T
    ) async throws -> T {
        try backend.skipIfUnavailable()
        await slots.acquire()
        let started: TILTestServer
        do {
            started = try await start(backend, level, options)
        } catch {
            await slots.release()
            throw error
        }
        let result: Result<T, any Error>
        do {
            result = .success(try await body(started))
        } catch {
            result = .failure(error)
        }
        await OwnThread.run { started.stop() }
        await slots.release()
        let errors = started.logs.errors
        #expect(errors.isEmpty, "the server logged internal errors: \(errors)")
        return try result.get()
    }

    private static func start(_ backend: Backend, _ level: APILevel, _ options: Options) async throws
        -> TILTestServer
    {
        let logs = LogCapture()
        let (storage, server, port) = try await OwnThread.run {
            let storage = try TestDatabase.create(backend, connections: options.threadCount + 1)
            do {
                let seed = level.authEnabled ? AdminSeed(bcryptCost: bcryptCost) : nil
                try Migrator.migrate(storage.database, TILMigrations.all(admin: seed))
                let logger = Logger(level: options.logLevel, sink: logs.sink)
                let app = try TILApplication(
                    database: storage.database, authEnabled: level.authEnabled, bcryptCost: bcryptCost,
                    logger: logger, loginRateLimit: options.loginRateLimit)
                var configuration = ServerConfiguration(
                    host: "127.0.0.1", port: 0, threadCount: options.threadCount,
                    maxBodyBytes: options.maxBodyBytes, connectionTimeout: options.connectionTimeout,
                    logLevel: options.logLevel, accessLogLevel: .info, logSink: logs.sink)
                configuration.requestHeaderTimeout = options.requestHeaderTimeout
                let server = Server(configuration: configuration, responder: app.responder)
                return (storage, server, try server.start())
            } catch {
                storage.destroy()
                throw error
            }
        }
        do {
            let client = try await TestClient.connect(port: port)
            return TILTestServer(
                backend: backend, level: level, port: port, client: client, logs: logs, storage: storage,
                server: server)
        } catch {
            await OwnThread.run {
                server.shutdown(gracePeriod: .seconds(1))
                storage.destroy()
            }
            throw error
        }
    }

    /// Blocking: stops serving (requests in flight get 2 s), then removes the database.
    private func stop() {
        server.shutdown(gracePeriod: .seconds(2))
        storage.destroy()
    }
}
