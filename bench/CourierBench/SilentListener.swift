#if os(Linux)
    import Foundation
    import Glibc

    /// A TCP listener on 127.0.0.1 that accepts connections and never answers: requests to it can only
    /// end by timeout or cancellation.
    final class SilentListener: Sendable {
        let port: Int
        private let socketDescriptor: Int32

        init() throws {
            let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard descriptor >= 0 else { throw POSIXError(.EIO) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            address.sin_port = 0
            let bound = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0, listen(descriptor, 128) == 0 else { throw POSIXError(.EADDRINUSE) }
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
            }
            socketDescriptor = descriptor
            port = Int(UInt16(bigEndian: address.sin_port))
            // The kernel completes the handshakes from the backlog; nobody ever reads or answers.
        }

        deinit { close(socketDescriptor) }
    }
#endif
