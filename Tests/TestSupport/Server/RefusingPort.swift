#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback port that refuses connections: bound (so no other test can take it) but not listening.
public final class RefusingPort: Sendable {
    public let port: Int
    private let fd: Int32

    public init() throws(TestServerError) {
        (fd, port) = try Socket.bindLoopback(listening: false)
    }

    deinit { close(fd) }
}
