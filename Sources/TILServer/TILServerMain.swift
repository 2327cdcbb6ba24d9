import Basics
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
        let proxy: ProxySettings
        do {
            proxy = try ProxySettings(environment: environment)
        } catch {
            printError("til-server: \(error)")
            return 2
        }
        do {
            try serve(options, proxy: proxy, environment: environment, level: level)
            return 0
        } catch {
            printError("til-server: \(error)")
            return 1
        }
    }

    private static func serve(
        _ options: ServerOptions, proxy: ProxySettings, environment: [String: String], level: LogLevel
    ) throws {
        let logger = Logger(level: level)
        let database = try DatabaseFactory.open(options, environment: environment)
        defer { database.close() }
        let app = try TILApplication(
            database: database, authEnabled: options.authEnabled, bcryptCost: options.bcryptCost,
            logger: logger)
        var configuration = ServerConfiguration(
            host: options.hostname, port: options.port, threadCount: ServerThreads.count(options.threads),
            maxBodyBytes: options.maxBodyBytes, logLevel: level, accessLogLevel: .info)
        configuration.keepAliveDrainPeriod = proxy.drainPeriod
        configuration.maxConnectionsPerAddress = proxy.maxConnectionsPerAddress
        configuration.trustedProxies = proxy.trustedProxies
        // Caught before the listening line: a supervisor may send SIGTERM as soon as it reads it.
        Server.catchSignals()
        let server = Server(configuration: configuration, responder: app.responder)
        let port = try server.start()
        let mode = options.authEnabled ? "auth on" : "auth off (chapter 11 API)"
        let line =
            "til-server listening on http://\(urlHost(options.hostname)):\(port) (\(describe(options.database)), \(mode))\n"
        FileHandle.standardOutput.write(Data(line.utf8))  // unbuffered: scripts wait for this line
        server.runUntilSignalled()
    }

    private static func urlHost(_ host: String) -> String { host.contains(":") ? "[\(host)]" : host }

    private static func describe(_ location: DatabaseLocation) -> String {
        switch location {
        case .sqlite(let path): "SQLite \(path)"
        case .postgresURL, .postgresEnvironment: "PostgreSQL"
        }
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
