import Basics
import HTTPServer
import Terminal

/// The settings for running behind a proxy (docs/architecture.md, "Behind nginx"), from the
/// environment: how long the proxy's idle kept-alive connections get to be closed by it on SIGTERM
/// (`TIL_DRAIN_SECONDS`, 0…60), and how many connections one address may hold
/// (`TIL_MAX_CONNECTIONS_PER_ADDRESS`, 0 for no cap), since every connection comes from the proxy's
/// address; and which proxies' `X-Forwarded-For` names the client (`TIL_TRUSTED_PROXIES`, numeric
/// addresses separated by commas), so that failed logins are counted per client behind them.
struct ProxySettings: Sendable, Equatable {
    var drainPeriod: Duration = .zero
    var maxConnectionsPerAddress = ServerConfiguration().maxConnectionsPerAddress
    var trustedProxies: Set<String> = []

    init() {}

    init(environment: [String: String]) throws(UsageError) {
        if let seconds = environment["TIL_DRAIN_SECONDS"] {
            guard let value = Int(seconds), (0...60).contains(value) else {
                throw ServerOptions.usageError(
                    "TIL_DRAIN_SECONDS must be a whole number of seconds from 0 to 60")
            }
            drainPeriod = .seconds(value)
        }
        if let count = environment["TIL_MAX_CONNECTIONS_PER_ADDRESS"] {
            guard let value = Int(count), value >= 0 else {
                throw ServerOptions.usageError(
                    "TIL_MAX_CONNECTIONS_PER_ADDRESS must be a whole number (0: no cap)")
            }
            maxConnectionsPerAddress = value
        }
        if let list = environment["TIL_TRUSTED_PROXIES"] {
            guard let proxies = ForwardedFor.trustedProxies(list: list) else {
                throw ServerOptions.usageError(
                    "TIL_TRUSTED_PROXIES must list numeric addresses separated by commas")
            }
            trustedProxies = proxies
        }
    }
}
