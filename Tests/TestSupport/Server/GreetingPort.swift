import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback port where something other than an HTTP server listens: each connection it accepts
/// is sent `greeting` at once (an SSH banner, a plain HTTP answer to a TLS client), before anything
/// is read, and then ended. What the client sent is read before the close, so that the client gets
/// the greeting and an end, not a reset.
public final class GreetingPort: Sendable {
    public let port: Int
    private let listener: Int32

    public init(greeting: [UInt8]) throws(TestServerError) {
        let (listener, port) = try Socket.bindLoopback(listening: true)
        self.listener = listener
        self.port = port
        Thread.detachNewThread {
            while true {
                let client = accept(listener, nil, nil)
                if client < 0 {
                    if errno == EINTR || errno == ECONNABORTED { continue }
                    break
                }
                Socket.writeAll(client, greeting)
                shutdown(client, Int32(SHUT_WR))
                Socket.drain(client, for: .seconds(5))
                close(client)
            }
            // Closed here, once `accept` has failed (`deinit` shut it down), so that its number is
            // never reused by another socket while this loop could still accept on it.
            close(listener)
        }
    }

    deinit { shutdown(listener, Int32(SHUT_RDWR)) }
}
