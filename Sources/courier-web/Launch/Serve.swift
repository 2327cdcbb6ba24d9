import Basics
import Foundation
import HTTPServer
import SQL
import Terminal
import Web

#if canImport(Glibc)
    import Glibc
#endif

/// Starts the site and serves until SIGINT or SIGTERM.
enum Serve {
    @MainActor
    static func run(_ context: WebContext) async -> ExitCode {
        let settings = context.settings
        Server.catchSignals()
        let sessions: SQLSessionStore
        do {
            sessions = try SQLSessionStore(database: try openDatabase(settings.sessions))
        } catch {
            return context.output.fail(
                .input("The session database \(settings.sessions) cannot be opened: \(error)"))
        }
        let site = Site(
            gate: PageGate(store: sessions, clock: SystemClock(), secureCookies: false),
            til: TILApp(configuration: settings.til), repos: ReposApp(configuration: settings.github))
        let server = Server(
            configuration: ServerConfiguration(
                host: settings.hostname, port: settings.port, logLevel: .notice, accessLogLevel: .debug),
            responder: site.router)
        let port: Int
        do {
            port = try server.start()
        } catch {
            return context.output.fail(
                .input("courier-web cannot listen on \(settings.hostname):\(settings.port): \(error)"))
        }
        context.console.print("courier-web listening on http://\(settings.hostname):\(port)")
        // The main actor stays free for the pages while another thread waits for the signal.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Thread.detachNewThread {
                server.runUntilSignalled()
                done.resume()
            }
        }
        return .success
    }

    /// A SQLite file, `:memory:`, or a `postgres://` URL.
    private static func openDatabase(_ location: String) throws -> any Database {
        if location.hasPrefix("postgres://") || location.hasPrefix("postgresql://") {
            return try PostgresDatabase(configuration: try PostgresConfiguration(url: location))
        }
        return try SQLiteDatabase(path: location)
    }
}
