import Basics

@testable import HTTPServer

extension ConnectionRegistry {
    /// A registry without a server (no watchdog thread, nothing logged), for tests that drive it with
    /// their own instants.
    static func standalone(maxConnections: Int? = nil, maxConnectionsPerAddress: Int? = nil)
        -> ConnectionRegistry
    {
        var configuration = ServerConfiguration.test()
        if let maxConnections { configuration.maxConnections = maxConnections }
        if let maxConnectionsPerAddress { configuration.maxConnectionsPerAddress = maxConnectionsPerAddress }
        configuration.connectionTimeout = .seconds(60)
        return ConnectionRegistry(configuration: configuration, logger: Logger(sink: { _, _ in }))
    }
}
