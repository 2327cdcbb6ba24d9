import Foundation
import HTTPServer
import SQL

/// Runs `til-server`: parses the command line, opens and migrates the database, serves until
/// SIGINT or SIGTERM, then finishes the requests in flight and exits 0.
public enum TILServerMain {
    /// Returns the process exit status.
    public static func run(arguments: [String], environment: [String: String]) -> Int32 {
        let options: ServerOptions
        do {
            options = try ServerOptions.parse(arguments, environment: environment)
        } catch .helpRequested {
            print(ServerOptions.help)
            return 0
        } catch {
            printError("til-server: \(error)\nRun til-server --help for usage.")
            return 2
        }
        guard let level = LogLevel(name: options.logLevel) else {
            printError("til-server: unknown log level \"\(options.logLevel)\"")
            return 2
        }
        do {
            try serve(options, environment: environment, level: level)
            return 0
        } catch {
            printError("til-server: \(error)")
            return 1
        }
    }

    private static func serve(_ options: ServerOptions, environment: [String: String], level: LogLevel) throws
    {
        let logger = Logger(level: level)
        let database = try DatabaseFactory.open(options, environment: environment)
        defer { database.close() }
        let app = try TILApplication(
            database: database, authEnabled: options.authEnabled, bcryptCost: options.bcryptCost,
            logger: logger)
        var configuration = ServerConfiguration(
            host: options.hostname, port: options.port, threadCount: ServerThreads.count(options.threads),
            maxBodyBytes: options.maxBodyBytes, logLevel: level, accessLogLevel: .info)
        // Behind a proxy (docs/architecture.md, "Behind nginx"): its pool's idle connections get this
        // long to be closed by the proxy on SIGTERM, and every request comes from its one address.
        if let seconds = environment["TIL_DRAIN_SECONDS"] {
            guard let value = Int(seconds), (0...60).contains(value) else {
                throw UsageError.invalid("TIL_DRAIN_SECONDS must be a whole number of seconds from 0 to 60")
            }
            configuration.keepAliveDrainPeriod = .seconds(value)
        }
        if let count = environment["TIL_MAX_CONNECTIONS_PER_ADDRESS"] {
            guard let value = Int(count), value >= 0 else {
                throw UsageError.invalid("TIL_MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no cap)")
            }
            configuration.maxConnectionsPerAddress = value
        }
        let server = Server(configuration: configuration, responder: app.responder)
        let port = try server.start()
        let mode = options.authEnabled ? "auth on" : "auth off (chapter 11 API)"
        let line =
            "til-server listening on http://\(urlHost(options.hostname)):\(port) (\(describe(options.database)), \(mode))\n"
        FileHandle.standardOutput.write(Data(line.utf8))  // unbuffered: scripts wait for this line
        server.runUntilSignalled()
    }

    private static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

    private static func describe(_ location: ServerOptions.DatabaseLocation) -> String {
        switch location {
        case .sqlite(let path): "SQLite \(path)"
        case .postgresURL, .postgresEnvironment: "PostgreSQL"
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
