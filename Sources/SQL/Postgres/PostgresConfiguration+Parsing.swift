import Foundation

extension PostgresConfiguration {
    /// Reads `postgres://user:password@host:port/database?sslmode=require` (or `postgresql://`).
    /// User and password may be percent-encoded; the port defaults to 5432, the database to the user name.
    /// Accepted query parameters: `sslmode`, `connect_timeout` (seconds), `lock_timeout` and
    /// `statement_timeout` (milliseconds, 0 for none).
    ///
    /// - Throws: ``SQLError`` of kind ``SQLError/Kind/misuse`` naming what is wrong (never the password).
    public init(url: String) throws {
        guard let components = URLComponents(string: url), let scheme = components.scheme,
            ["postgres", "postgresql"].contains(scheme.lowercased())
        else {
            throw SQLError(.misuse, "not a postgres:// URL")
        }
        guard let username = components.user, !username.isEmpty else {
            throw SQLError(.misuse, "the PostgreSQL URL has no user name")
        }
        let path = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        self.init(
            host: components.host.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultHost,
            port: components.port ?? Self.defaultPort, username: username,
            password: components.password ?? "",
            database: path.isEmpty ? username : path)
        for item in components.queryItems ?? [] {
            switch item.name {
            case "sslmode":
                guard let mode = item.value.flatMap(SSLMode.init(rawValue:)) else {
                    throw SQLError(.misuse, "unknown sslmode '\(item.value ?? "")' in the PostgreSQL URL")
                }
                sslMode = mode
            case "connect_timeout":
                guard let seconds = item.value.flatMap(Int.init), seconds > 0 else {
                    throw SQLError(
                        .misuse, "connect_timeout in the PostgreSQL URL must be a positive integer")
                }
                connectTimeout = .seconds(seconds)
            case "lock_timeout", "statement_timeout":
                guard let milliseconds = item.value.flatMap(Int.init), milliseconds >= 0 else {
                    throw SQLError(
                        .misuse, "\(item.name) in the PostgreSQL URL must be a whole number of milliseconds")
                }
                if item.name == "lock_timeout" {
                    lockTimeout = .milliseconds(milliseconds)
                } else {
                    statementTimeout = .milliseconds(milliseconds)
                }
            default:
                throw SQLError(.misuse, "unsupported parameter '\(item.name)' in the PostgreSQL URL")
            }
        }
    }

    /// Reads `DATABASE_URL` when it is set; otherwise the TIL book's `DATABASE_HOST` (default `localhost`),
    /// `DATABASE_PORT` (5432), `DATABASE_USERNAME` (`vapor_username`), `DATABASE_PASSWORD`
    /// (`vapor_password`) and `DATABASE_NAME` (`vapor_database`).
    ///
    /// - Throws: ``SQLError`` of kind ``SQLError/Kind/misuse`` for a malformed URL or port.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        if let url = environment["DATABASE_URL"], !url.isEmpty {
            try self.init(url: url)
            return
        }
        var port = Self.defaultPort
        if let text = environment["DATABASE_PORT"] {
            guard let parsed = Int(text), (1...65535).contains(parsed) else {
                throw SQLError(.misuse, "DATABASE_PORT must be a port number, not '\(text)'")
            }
            port = parsed
        }
        self.init(
            host: environment["DATABASE_HOST"] ?? Self.defaultHost, port: port,
            username: environment["DATABASE_USERNAME"] ?? "vapor_username",
            password: environment["DATABASE_PASSWORD"] ?? "vapor_password",
            database: environment["DATABASE_NAME"] ?? "vapor_database")
    }
}
