import Basics
import Foundation
import SQL

/// How `til-server` runs: from command-line flags, then environment variables, then defaults.
///
/// ```
/// til-server [--hostname 127.0.0.1] [--port 8080] [--database PATH|:memory:|postgres://…] [--auth on|off]
/// ```
public struct ServerOptions: Sendable, Equatable {
    public var hostname = "127.0.0.1"
    public var port = 8080
    /// Where the data lives: an SQLite file (created and migrated on start), `:memory:`, or
    /// PostgreSQL by URL or by the book's `DATABASE_HOST/PORT/USERNAME/PASSWORD/NAME` variables.
    public var database = DatabaseLocation.sqlite(path: "til.sqlite")
    /// `true`: the book's chapter 19 API (tokens); `false`: chapter 11 (no auth, `userID` in bodies).
    public var authEnabled = true
    /// Access-log and diagnostics level name (`LOG_LEVEL`).
    public var logLevel = "info"
    /// bcrypt cost for new password hashes (`TIL_BCRYPT_COST`, 4…31; the book's 12 by default).
    public var bcryptCost = BCrypt.defaultCost
    /// The seeded admin's password in a new database (`TIL_ADMIN_PASSWORD`; the book's `password`).
    public var adminPassword = "password"
    /// Worker threads (`TIL_THREADS`; 0 = one per core, at least 2).
    public var threads = 0
    /// Largest request body accepted, in bytes (`TIL_MAX_BODY_BYTES`).
    public var maxBodyBytes = 1 << 20

    public init() {}

    /// Reads flags from `arguments` (without the program name) over `environment`.
    public static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError)
        -> ServerOptions
    {
        var options = ServerOptions()
        try options.apply(environment: environment)
        var remaining = arguments[...]
        while let flag = remaining.popFirst() {
            if flag == "--help" || flag == "-h" { throw UsageError.helpRequested }
            let (name, inlineValue) = split(flag)
            guard let known = Flag(rawValue: name) else { throw UsageError.invalid("unknown option \(name)") }
            guard let value = inlineValue ?? remaining.popFirst() else {
                throw UsageError.invalid("\(name) needs a value")
            }
            try options.set(known, value)
        }
        return options
    }

    private mutating func apply(environment: [String: String]) throws(UsageError) {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            // The book's variable, for PostgreSQL only: a file goes in --database.
            guard DatabaseLocation.isPostgresURL(url) else {
                throw .invalid(
                    "DATABASE_URL must be a postgres:// URL (a SQLite file is given with --database)")
            }
            database = .postgresURL(url)
        } else if environment.keys.contains(where: { $0.hasPrefix("DATABASE_") }) {
            database = .postgresEnvironment
        }
        // A bad value is named by its variable, not by the flag it stands for.
        if let auth = environment["TIL_AUTH"] { try set(.auth, auth, from: "TIL_AUTH") }
        if let level = environment["LOG_LEVEL"] { logLevel = level }
        if let cost = environment["TIL_BCRYPT_COST"] { try set(.bcryptCost, cost, from: "TIL_BCRYPT_COST") }
        if let password = environment["TIL_ADMIN_PASSWORD"], !password.isEmpty { adminPassword = password }
        if let threads = environment["TIL_THREADS"] { try set(.threads, threads, from: "TIL_THREADS") }
        if let bytes = environment["TIL_MAX_BODY_BYTES"] {
            try set(.maxBodyBytes, bytes, from: "TIL_MAX_BODY_BYTES")
        }
    }

    /// The flags, each named as on the command line.
    private enum Flag: String {
        case hostname = "--hostname"
        case port = "--port"
        case database = "--database"
        case auth = "--auth"
        case logLevel = "--log-level"
        case bcryptCost = "--bcrypt-cost"
        case threads = "--threads"
        case maxBodyBytes = "--max-body-bytes"
    }

    /// Sets `flag` to `value`; `source` names where the value came from in an error (an
    /// environment variable), the flag itself by default.
    private mutating func set(_ flag: Flag, _ value: String, from source: String? = nil) throws(UsageError) {
        let name = source ?? flag.rawValue
        switch flag {
        case .hostname: hostname = value
        case .port: port = try Self.integer(name, value, in: 0...65535)
        case .database: database = DatabaseLocation(value)
        case .auth:
            switch value.lowercased() {
            case "on", "true", "1": authEnabled = true
            case "off", "false", "0": authEnabled = false
            default: throw .invalid("\(name) must be on or off, not \"\(value)\"")
            }
        case .logLevel: logLevel = value
        case .bcryptCost: bcryptCost = try Self.integer(name, value, in: BCrypt.costs)
        case .threads: threads = try Self.integer(name, value, in: 0...256)
        case .maxBodyBytes: maxBodyBytes = try Self.integer(name, value, in: 1...(1 << 30))
        }
    }

    private static func split(_ flag: String) -> (String, String?) {
        guard let equals = flag.firstIndex(of: "=") else { return (flag, nil) }
        return (String(flag[..<equals]), String(flag[flag.index(after: equals)...]))
    }

    private static func integer(_ name: String, _ value: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let number = Int(value), range.contains(number) else {
            throw .invalid(
                "\(name) must be a whole number in \(range.lowerBound)…\(range.upperBound), not \"\(value)\"")
        }
        return number
    }

    /// The help text for `til-server --help`.
    public static let help = """
        til-server — the TIL API (Server-Side Swift with Vapor, chapter 19), on SQLite
        or PostgreSQL

        USAGE: til-server [--hostname 127.0.0.1] [--port 8080]
                          [--database PATH|:memory:|postgres://…] [--auth on|off]

        OPTIONS
          --hostname HOST        address to listen on (default 127.0.0.1)
          --port PORT            port to listen on, 0 for any free port (default 8080)
          --database WHERE       SQLite file (default til.sqlite, created and migrated
                                 on start), :memory:, or a postgres:// URL
          --auth on|off          on: tokens, as chapter 19 (default); off: the
                                 chapter 11 API without auth
          --log-level LEVEL      trace, debug, info, notice, warning, error, critical
                                 (default info)
          --bcrypt-cost N        bcrypt cost for new password hashes, 4…31 (default 12)
          --threads N            worker threads, 0 for one per core (default 0)
          --max-body-bytes N     largest request body accepted (default 1048576)

        ENVIRONMENT
          DATABASE_URL           PostgreSQL URL (overridden by --database)
          DATABASE_HOST, DATABASE_PORT, DATABASE_USERNAME, DATABASE_PASSWORD,
          DATABASE_NAME          PostgreSQL settings as in the book (used when any
                                 is set and DATABASE_URL is not)
          TIL_AUTH, LOG_LEVEL, TIL_BCRYPT_COST, TIL_THREADS, TIL_MAX_BODY_BYTES
                                 defaults for the flags above
          TIL_ADMIN_PASSWORD     password of the seeded admin user in a new database
                                 (default: password)
          TIL_DRAIN_SECONDS      on SIGTERM, seconds idle keep-alive connections get to
                                 be closed by their client (a proxy's pool) before the
                                 server closes them, 0…60 (default 0)
          TIL_MAX_CONNECTIONS_PER_ADDRESS
                                 connections one client address may hold, 0 for no cap
                                 (default 256); behind a proxy, raise it above the
                                 proxy's connections to this server
          TIL_TRUSTED_PROXIES    proxies (numeric addresses, separated by commas) whose
                                 X-Forwarded-For names the client, so that failed
                                 logins are limited per client behind them (default
                                 none)

        Stops gracefully on SIGINT or SIGTERM: serves the connections already waiting,
        finishes requests in flight (answering with connection: close), for up to
        10 seconds.
        """
}

/// A command line `til-server` cannot run with.
public enum UsageError: Error, Equatable, CustomStringConvertible {
    case helpRequested
    case invalid(String)

    public var description: String {
        switch self {
        case .helpRequested: "help requested"
        case .invalid(let message): message
        }
    }
}

extension ServerOptions: SecretHolding {
    /// The options with the admin's password and a database URL's password masked.
    public var description: String {
        "til-server \(hostname):\(port), database \(database), auth \(authEnabled ? "on" : "off")"
            + ", admin password \(secretMask)"
    }
}
