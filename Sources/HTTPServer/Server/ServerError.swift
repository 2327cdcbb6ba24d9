#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a `Server` could not start.
public enum ServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Another socket already listens on this address and port.
    case addressInUse(host: String, port: Int)
    /// No network interface of this machine has the address (a `--hostname` of another machine's).
    case addressNotAvailable(host: String, port: Int)
    /// The process may not listen there: a port below 1024 without the privilege to.
    case permissionDenied(host: String, port: Int)
    /// `host` is not a numeric IPv4/IPv6 address or `localhost`.
    case invalidHost(String)
    /// The configuration holds an impossible value (e.g. a negative limit).
    case invalidConfiguration(String)
    /// `start()` was called on a server that is already running.
    case alreadyRunning
    /// A system call failed while opening the listening socket.
    case socketFailed(operation: String, errno: Int32)
    /// libmicrohttpd refused to start; its reason is logged at `debug` level.
    case daemonFailed

    public var description: String {
        switch self {
        case .addressInUse(let host, let port):
            "Cannot listen on \(host):\(port): the address is already in use by another process."
        case .addressNotAvailable(let host, let port):
            "Cannot listen on \(host):\(port): no network interface of this machine has that address."
        case .permissionDenied(let host, let port) where port < 1024:
            "Cannot listen on \(host):\(port): a port below 1024 needs privileges this process does not have."
        case .permissionDenied(let host, let port):
            "Cannot listen on \(host):\(port): permission denied."
        case .invalidHost(let host):
            "Cannot listen on '\(host)': use a numeric IPv4 or IPv6 address or 'localhost'."
        case .invalidConfiguration(let reason):
            "Invalid server configuration: \(reason)"
        case .alreadyRunning:
            "The server is already running."
        case .socketFailed(let operation, let code):
            "Could not open the listening socket: \(operation) failed: \(String(cString: strerror(code))) (errno \(code))."
        case .daemonFailed:
            "libmicrohttpd could not start the server (see the log)."
        }
    }
}
