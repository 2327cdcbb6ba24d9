import Basics
import CMicroHTTPD  // its header declares the socket constants too, and Swift may see them only there

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens the listening socket that the `Acceptor` then takes connections from.
///
/// Binding it here rather than inside libmicrohttpd gives clear errors (a busy port is reported as
/// such) and the real port when port 0 was asked for.
struct ListeningSocket {
    let descriptor: Int32
    let port: Int
    let isIPv6: Bool

    init(host: String, port: Int, backlog: Int) throws(ServerError) {
        guard TCPPort.valid.contains(port) else {
            throw .invalidConfiguration("port \(port) is out of range")
        }
        var storage = sockaddr_storage()
        let length: socklen_t
        let address = host == "localhost" ? Loopback.ipv4Address : host
        if Self.parse(address, family: AF_INET, into: &storage) {
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
            withUnsafeMutableBytes(of: &storage) { raw in
                raw.withMemoryRebound(to: sockaddr_in.self) { $0[0].sin_port = in_port_t(port).bigEndian }
            }
            isIPv6 = false
        } else if Self.parse(address, family: AF_INET6, into: &storage) {
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
            withUnsafeMutableBytes(of: &storage) { raw in
                raw.withMemoryRebound(to: sockaddr_in6.self) { $0[0].sin6_port = in_port_t(port).bigEndian }
            }
            isIPv6 = true
        } else {
            throw .invalidHost(host)
        }

        let descriptor = socket(Int32(storage.ss_family), Self.streamType, 0)
        guard descriptor >= 0 else { throw .socketFailed(operation: "socket", errno: errno) }
        do throws(ServerError) {
            try Self.configureAndListen(
                descriptor, address: &storage, length: length, backlog: backlog, host: host, port: port)
            self.port = try Self.boundPort(of: descriptor)
            self.descriptor = descriptor
        } catch {
            close(descriptor)
            throw error
        }
    }

    private static func configureAndListen(
        _ descriptor: Int32, address: inout sockaddr_storage, length: socklen_t, backlog: Int, host: String,
        port: Int
    ) throws(ServerError) {
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        guard bound == 0 else {
            let code = errno
            switch code {
            case EADDRINUSE: throw .addressInUse(host: host, port: port)
            case EADDRNOTAVAIL: throw .addressNotAvailable(host: host, port: port)
            case EACCES: throw .permissionDenied(host: host, port: port)
            default: throw .socketFailed(operation: "bind", errno: code)
            }
        }
        guard listen(descriptor, Int32(clamping: backlog)) == 0 else {
            throw .socketFailed(operation: "listen", errno: errno)
        }
        let flags = fcntl(descriptor, F_GETFL, 0)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw .socketFailed(operation: "fcntl", errno: errno)
        }
    }

    private static func boundPort(of descriptor: Int32) throws(ServerError) -> Int {
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard result == 0 else { throw .socketFailed(operation: "getsockname", errno: errno) }
        let family = Int32(bound.ss_family)
        return withUnsafeBytes(of: &bound) { raw in
            if family == AF_INET6 {
                return Int(in_port_t(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port))
            }
            return Int(in_port_t(bigEndian: raw.load(as: sockaddr_in.self).sin_port))
        }
    }

    /// Writes the numeric `address` of `family` into `storage`; `false` if it is not one.
    private static func parse(_ address: String, family: Int32, into storage: inout sockaddr_storage) -> Bool
    {
        storage = sockaddr_storage()
        return withUnsafeMutablePointer(to: &storage) { pointer -> Bool in
            if family == AF_INET {
                return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { ipv4 in
                    ipv4.pointee.sin_family = sa_family_t(AF_INET)
                    return inet_pton(AF_INET, address, &ipv4.pointee.sin_addr) == 1
                }
            }
            return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { ipv6 in
                ipv6.pointee.sin6_family = sa_family_t(AF_INET6)
                return inet_pton(AF_INET6, address, &ipv6.pointee.sin6_addr) == 1
            }
        }
    }

    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue | SOCK_CLOEXEC.rawValue)
    #else
        private static let streamType = SOCK_STREAM
    #endif
}
