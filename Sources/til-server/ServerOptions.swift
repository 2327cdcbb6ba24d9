import Basics
import HTTPServer
import SQL
import TILModels
import TILServer
import Terminal

/// How `til-server` runs: from command-line flags, then environment variables, then defaults.
///
/// ```
/// til-server [--hostname 127.0.0.1] [--port 8080] [--database PATH|:memory:|postgres://…] [--auth on|off]
/// ```
struct ServerOptions: ServerSettings, Equatable {
    var hostname = ServerConfiguration.defaultHost
    var port = ServerConfiguration.defaultPort
    /// Where the data lives: an SQLite file (created and migrated on start), `:memory:`, or
    /// PostgreSQL by URL or by the book's `DATABASE_HOST/PORT/USERNAME/PASSWORD/NAME` variables.
    var database = DatabaseLocation.sqlite(path: "til.sqlite")
    /// `true`: the book's chapter 19 API (tokens); `false`: chapter 11 (no auth, `userID` in bodies).
    var authEnabled = true
    /// Access-log and diagnostics level (`LOG_LEVEL`).
    var logLevel = LogLevel.info
    /// bcrypt cost for new password hashes (`TIL_BCRYPT_COST`, 4…31; the book's 12 by default).
    var bcryptCost = BCrypt.defaultCost
    /// The seeded admin's password in a new database (`TIL_ADMIN_PASSWORD`; the book's `password`).
    var adminPassword = "password"
    /// Worker threads (`TIL_THREADS`; 0 = one per core, at least 2).
    var threads = 0
    /// Largest request body accepted, in bytes (`TIL_MAX_BODY_BYTES`).
    var maxBodyBytes = ServerConfiguration.defaultMaxBodyBytes
    /// Running behind a proxy (`TIL_DRAIN_SECONDS`, `TIL_MAX_CONNECTIONS_PER_ADDRESS`,
    /// `TIL_TRUSTED_PROXIES`).
    var proxy = ProxySettings()
    var helpRequested = false

    /// The administrator a new database starts with; none without logins.
    var adminSeed: AdminSeed? {
        authEnabled ? AdminSeed(password: adminPassword, bcryptCost: bcryptCost) : nil
    }

    /// Reads `arguments` (without the program name) over `environment`: a flag wins over its
    /// variable, and a bad value is named by the flag or the variable it came from.
    static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError)
        -> ServerOptions
    {
        var options = ServerOptions()
        let invocation = try ArgumentParser.parse(arguments, root: command)
        if invocation.wantsHelp {
            options.helpRequested = true
            return options
        }
        let flagged = Setting.allCases.filter { invocation.value($0.rawValue) != nil }
        try options.apply(environment: environment, except: Set(flagged))
        options.proxy = try ProxySettings(environment: environment)
        for setting in flagged {
            if let value = invocation.value(setting.rawValue) {
                try options.set(setting, value, from: "--\(setting.rawValue)")
            }
        }
        return options
    }

    /// The settings `environment` gives, except those a flag gives: a variable a flag overrides is
    /// not read, so a bad value in it stops nothing.
    private mutating func apply(environment: [String: String], except flagged: Set<Setting>)
        throws(UsageError)
    {
        if !flagged.contains(.database), let location = try Self.database(in: environment) {
            database = location
        }
        if let password = environment["TIL_ADMIN_PASSWORD"], !password.isEmpty { adminPassword = password }
        for setting in Setting.allCases where !flagged.contains(setting) {
            if let variable = setting.variable, let value = environment[variable] {
                try set(setting, value, from: variable)
            }
        }
    }

    /// The PostgreSQL database the book's variables name, if any: `DATABASE_URL`, else the
    /// `DATABASE_*` settings. A file is given with `--database`.
    private static func database(in environment: [String: String]) throws(UsageError) -> DatabaseLocation? {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            guard DatabaseLocation.isPostgresURL(url) else {
                throw usageError(
                    "DATABASE_URL must be a postgres:// URL (a SQLite file is given with --database)")
            }
            return .postgresURL(url)
        }
        return environment.keys.contains(where: { $0.hasPrefix("DATABASE_") }) ? .postgresEnvironment : nil
    }

    /// Sets `setting` to `value`; `source` (the flag or the variable) names it in an error.
    private mutating func set(_ setting: Setting, _ value: String, from source: String) throws(UsageError) {
        switch setting {
        case .hostname: hostname = value
        case .port: port = try Self.integer(source, value, in: TCPPort.valid)
        case .database: database = DatabaseLocation(value)
        case .auth:
            guard let mode = AuthMode(environmentValue: value) else {
                throw Self.usageError("\(source) must be on or off, not \"\(value)\"")
            }
            authEnabled = mode == .token
        case .logLevel:
            guard let level = LogLevel(name: value) else {
                throw Self.usageError("unknown log level \"\(value)\" (\(source))")
            }
            logLevel = level
        case .bcryptCost: bcryptCost = try Self.integer(source, value, in: BCrypt.costs)
        case .threads: threads = try Self.integer(source, value, in: 0...256)
        case .maxBodyBytes: maxBodyBytes = try Self.integer(source, value, in: 1...(1 << 30))
        }
    }

    private static func integer(_ source: String, _ value: String, in range: ClosedRange<Int>)
        throws(UsageError) -> Int
    {
        guard let number = Int(value), range.contains(number) else {
            throw usageError(
                "\(source) must be a whole number in \(range.lowerBound)…\(range.upperBound), not \"\(value)\""
            )
        }
        return number
    }

    /// A setting `til-server` cannot run with, reported with its usage.
    static func usageError(_ message: String) -> UsageError { UsageError(message, commands: [command]) }
}

extension ServerOptions: SecretHolding {
    /// The options with the admin's password and a database URL's password masked.
    var description: String {
        "til-server \(hostname):\(port), database \(database), auth \(authEnabled ? "on" : "off")"
            + ", admin password \(secretMask)"
    }
}
