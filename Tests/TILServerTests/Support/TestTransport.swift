import Courier

/// The transport the TIL server tests talk through: libcurl on Linux, `URLSession` elsewhere.
enum TestTransport {
    /// A transport with a 30 s timeout that opens up to `connections` connections to the server.
    static func make(connections: Int = 16) throws(TransportError) -> any Transport {
        #if os(Linux)
            var configuration = CurlTransport.Configuration()
            configuration.timeout = .seconds(30)
            configuration.eventLoopCount = 2
            configuration.maxConnectionsPerHost = connections
            return try CurlTransport(configuration: configuration)
        #else
            var configuration = URLSessionTransport.Configuration()
            configuration.timeout = .seconds(30)
            configuration.maxConnectionsPerHost = connections
            return URLSessionTransport(configuration: configuration)
        #endif
    }
}
