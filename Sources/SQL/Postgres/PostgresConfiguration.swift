import Basics
import Foundation

/// Where and how ``PostgresDatabase`` connects. Its `description` never shows the password.
public struct PostgresConfiguration: Sendable, Hashable {
    /// libpq's `sslmode`.
    public enum SSLMode: String, Sendable, Hashable {
        /// Never use TLS.
        case disable
        /// Try without TLS first.
        case allow
        /// Try TLS first (libpq's default).
        case prefer
        /// Require TLS, without verifying the certificate.
        case require
        /// Require TLS and a certificate signed by a trusted CA.
        case verifyCA = "verify-ca"
        /// Require TLS, a trusted certificate, and a matching host name.
        case verifyFull = "verify-full"
    }

    /// Where PostgreSQL is when nothing says: this machine, on PostgreSQL's own port.
    public static let defaultHost = "localhost"
    public static let defaultPort = 5432

    /// Host name or IP address.
    public var host: String
    /// TCP port; ``defaultPort`` (5432) unless given.
    public var port: Int
    /// Role to log in as.
    public var username: String
    /// The role's password. Never logged; redacted from `description`.
    public var password: String
    /// Database name.
    public var database: String
    /// TLS policy; libpq's default (`prefer`) when `nil`.
    public var sslMode: SSLMode?
    /// When set, every connection runs `SET search_path TO <schema>`: unqualified tables are created and
    /// found there (tests use this to isolate themselves).
    public var schema: String?
    /// How many connections the pool may open.
    public var poolSize: Int
    /// How long a caller waits for a free pooled connection before ``SQLError/Kind/busy``.
    public var acquireTimeout: Duration
    /// How long opening a connection may take (libpq `connect_timeout`, whole seconds, at least 2).
    public var connectTimeout: Duration
    /// How long a statement waits for a lock another session holds before it fails as
    /// ``SQLError/Kind/busy`` (PostgreSQL's `lock_timeout`; zero waits for ever). Short, so that a
    /// table locked elsewhere makes requests fail quickly rather than hold every worker. Migrations
    /// wait as long as they need.
    public var lockTimeout: Duration
    /// How long a statement may run before it is cancelled as ``SQLError/Kind/busy`` (PostgreSQL's
    /// `statement_timeout`; zero for no limit). Migrations run without it.
    public var statementTimeout: Duration

    /// A configuration from parts; the pool holds 4 connections and waits 10 s for a free one, a
    /// statement waits 2 s for another session's lock and runs for at most 30 s.
    public init(
        host: String = defaultHost, port: Int = defaultPort, username: String, password: String,
        database: String,
        sslMode: SSLMode? = nil, schema: String? = nil, poolSize: Int = 4,
        acquireTimeout: Duration = .seconds(10), connectTimeout: Duration = .seconds(10),
        lockTimeout: Duration = .seconds(2), statementTimeout: Duration = .seconds(30)
    ) {
        self.host = host
        self.port = port
        self.username = username
        self.password = password
        self.database = database
        self.sslMode = sslMode
        self.schema = schema
        self.poolSize = poolSize
        self.acquireTimeout = acquireTimeout
        self.connectTimeout = connectTimeout
        self.lockTimeout = lockTimeout
        self.statementTimeout = statementTimeout
    }
}

extension PostgresConfiguration: SecretHolding {
    /// `postgres://user:<redacted>@host:port/database?sslmode=…`, plus the schema when one is set.
    public var description: String {
        var text = "postgres://\(username):\(secretMask)@\(host):\(port)/\(database)"
        if let sslMode { text += "?sslmode=\(sslMode.rawValue)" }
        if let schema { text += " (schema \(schema))" }
        return text
    }
}
