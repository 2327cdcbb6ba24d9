import Basics
import Foundation
import HTTPServer
import SQL
import TILServer
import Terminal

/// Runs `til-server`: parses the command line, opens and migrates the database, serves until
/// SIGINT or SIGTERM, then finishes the requests in flight and exits 0.
enum TILServerMain {
    /// Returns the process exit status (``ServerProgram``).
    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        ServerProgram.run { () throws(UsageError) in
            try ServerOptions.parse(arguments, environment: environment)
        } serve: { options in
            try serve(options, environment: environment)
        }
    }

    private static func serve(_ options: ServerOptions, environment: [String: String]) throws {
        let level = options.logLevel
        let logger = Logger(level: level)
        let threads = ServerThreads.count(options.threads)
        let database = try DatabaseFactory.open(
            options.database, admin: options.adminSeed, connections: threads, environment: environment)
        defer { database.close() }
        let app = try TILApplication(
            database: database, authEnabled: options.authEnabled, bcryptCost: options.bcryptCost,
            logger: logger)
        var configuration = ServerConfiguration(
            host: options.hostname, port: options.port, threadCount: threads,
            maxBodyBytes: options.maxBodyBytes, logLevel: level, accessLogLevel: .info)
        configuration.keepAliveDrainPeriod = options.proxy.drainPeriod
        configuration.maxConnectionsPerAddress = options.proxy.maxConnectionsPerAddress
        configuration.trustedProxies = options.proxy.trustedProxies
        // Caught before the listening line: a supervisor may send SIGTERM as soon as it reads it.
        Server.catchSignals()
        let server = Server(configuration: configuration, responder: app.responder)
        let port = try server.start()
        let mode = options.authEnabled ? "auth on" : "auth off (chapter 11 API)"
        let line =
            "til-server listening on http://\(URLHost.bracketed(options.hostname)):\(port) (\(describe(options.database)), \(mode))\n"
        FileHandle.standardOutput.write(Data(line.utf8))  // unbuffered: scripts wait for this line
        server.runUntilSignalled()
    }

    private static func describe(_ location: DatabaseLocation) -> String {
        switch location {
        case .sqlite(let path): "SQLite \(path)"
        case .postgresURL, .postgresEnvironment: "PostgreSQL"
        }
    }
}
