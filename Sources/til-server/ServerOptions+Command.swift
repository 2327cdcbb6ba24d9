import TILServer
import Terminal

extension ServerOptions {
    /// A setting given by a flag (`--name`) and, for most, by an environment variable too.
    enum Setting: String, CaseIterable {
        case hostname, port, database, auth
        case logLevel = "log-level"
        case bcryptCost = "bcrypt-cost"
        case threads
        case maxBodyBytes = "max-body-bytes"

        /// The variable that gives the flag's default, if any.
        var variable: String? {
            switch self {
            case .hostname, .port, .database: nil
            case .auth: "TIL_AUTH"
            case .logLevel: "LOG_LEVEL"
            case .bcryptCost: "TIL_BCRYPT_COST"
            case .threads: "TIL_THREADS"
            case .maxBodyBytes: "TIL_MAX_BODY_BYTES"
            }
        }
    }

    /// The command line: its flags, and the environment in its help.
    static let command = Command(
        "til-server",
        summary: "The TIL API (Server-Side Swift with Vapor, chapter 19), on SQLite or PostgreSQL.",
        discussion: """
            ENVIRONMENT:
              DATABASE_URL            PostgreSQL URL (overridden by --database)
              DATABASE_HOST, DATABASE_PORT, DATABASE_USERNAME, DATABASE_PASSWORD,
              DATABASE_NAME           PostgreSQL settings as in the book (used when any
                                      is set and DATABASE_URL is not)
              TIL_AUTH, LOG_LEVEL, TIL_BCRYPT_COST, TIL_THREADS, TIL_MAX_BODY_BYTES
                                      defaults for the flags above
              TIL_ADMIN_PASSWORD      password of the seeded admin user in a new database
                                      (default: password)
              TIL_DRAIN_SECONDS       on SIGTERM, seconds idle keep-alive connections get
                                      to be closed by their client (a proxy's pool) before
                                      the server closes them, 0…60 (default 0)
              TIL_MAX_CONNECTIONS_PER_ADDRESS
                                      connections one client address may hold, 0 for no
                                      cap (default 256); behind a proxy, raise it above
                                      the proxy's connections to this server
              TIL_TRUSTED_PROXIES     proxies (numeric addresses, separated by commas)
                                      whose X-Forwarded-For names the client, so that
                                      failed logins are limited per client behind them
                                      (default none)

            Stops gracefully on SIGINT or SIGTERM: serves the connections already waiting,
            finishes requests in flight (answering with connection: close), for up to
            10 seconds.
            """,
        options: [
            .hostname(default: ServerOptions().hostname), .port(default: ServerOptions().port),
            .value(
                "database", valueName: "where",
                help: "SQLite file (default til.sqlite, created and migrated on start), :memory:, or a "
                    + "postgres:// URL"),
            .value(
                "auth", valueName: "on|off",
                help: "on: tokens, as chapter 19 (default); off: the chapter 11 API without auth"),
            .value(
                "log-level", valueName: "level",
                help: "trace, debug, info, notice, warning, error, critical (default info)"),
            .value(
                "bcrypt-cost", valueName: "n",
                help: "bcrypt cost for new password hashes, 4…31 (default \(BCrypt.defaultCost))"),
            .value("threads", valueName: "n", help: "worker threads, 0 for one per core (default 0)"),
            .value(
                "max-body-bytes", valueName: "n",
                help: "largest request body accepted, in bytes (default \(ServerOptions().maxBodyBytes))"),
        ])
}
