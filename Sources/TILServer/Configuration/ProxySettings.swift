import HTTPServer

/// The settings for running behind a proxy (docs/architecture.md, "Behind nginx"), from the
/// environment: how long the proxy's idle kept-alive connections get to be closed by it on SIGTERM
/// (`TIL_DRAIN_SECONDS`, 0…60), and how many connections one address may hold
/// (`TIL_MAX_CONNECTIONS_PER_ADDRESS`, 0 for no cap), since every request comes from the proxy's address.
struct ProxySettings {
    var drainPeriod: Duration = .zero
    var maxConnectionsPerAddress = ServerConfiguration().maxConnectionsPerAddress

    init(environment: [String: String]) throws(UsageError) {
        if let seconds = environment["TIL_DRAIN_SECONDS"] {
            guard let value = Int(seconds), (0...60).contains(value) else {
                throw .invalid("TIL_DRAIN_SECONDS must be a whole number of seconds from 0 to 60")
            }
            drainPeriod = .seconds(value)
        }
        if let count = environment["TIL_MAX_CONNECTIONS_PER_ADDRESS"] {
            guard let value = Int(count), value >= 0 else {
                throw .invalid("TIL_MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no cap)")
            }
            maxConnectionsPerAddress = value
        }
    }
}
