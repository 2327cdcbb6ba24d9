import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client TCP connection to 127.0.0.1 on raw POSIX sockets, for tests that need byte control
/// (stalls, disconnects, malformed requests). Every call blocks: use it off the cooperative pool.
public final class RawConnection: @unchecked Sendable {  // safe: used by one thread at a time
    /// Why a connection, a read or a write failed.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) { self.description = description }
    }

    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects; reads give up after `readTimeout`. `from` binds the client side to another loopback
    /// address (e.g. `127.0.0.2`), so one test can act as several client addresses.
    public init(port: Int, readTimeout: Duration = .seconds(5), from source: String? = nil) throws {
        // The descriptor is stored only once connected: if `init` throws after that, `deinit` runs
        // and would close it a second time, possibly closing another test's socket meanwhile.
        let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard bound == 0 else {
                let code = errno
                _ = systemClose(socketDescriptor)
                throw Failure(description: "bind to \(source) failed: errno \(code)")
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            _ = systemClose(socketDescriptor)
            throw Failure(description: "connect failed: errno \(code)")
        }
        let (seconds, attoseconds) = readTimeout.components
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        descriptor = socketDescriptor
    }

    deinit { close() }

    /// Closes the connection with a FIN.
    public func close() {
        if descriptor >= 0 { _ = systemClose(descriptor) }
        descriptor = -1
    }

    /// Closes the connection with a TCP reset (`SO_LINGER` 0), as a crashed client would.
    public func reset() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        close()
    }

    /// Sends `text` as UTF-8 (write `\r\n` line ends yourself).
    public func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Sends all of `bytes`; throws if the server has closed the connection.
    public func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw Failure(description: "send failed: errno \(errno)") }
            offset += sent
        }
    }

    /// Reads one response. Without `content-length` the body runs to the end of the connection;
    /// `head` (or a 204/304 status) means no body.
    public func readResponse(head: Bool = false) throws -> RawResponse {
        let headerEnd = try fill { Self.find([13, 10, 13, 10], in: $0) }
        let headerText = String(decoding: buffer[..<headerEnd], as: UTF8.self)
        buffer.removeFirst(headerEnd + 4)
        var response = try RawResponse(head: headerText)
        if head || response.status == 204 || response.status == 304 { return response }
        if let length = response.header("content-length").flatMap(Int.init) {
            _ = try fill { $0.count >= length ? length : nil }
            response.body = Array(buffer.prefix(length))
            buffer.removeFirst(length)
        } else {
            response.body = try readUntilClosed()
        }
        return response
    }

    /// Reads until the server closes the connection (or resets it); throws on timeout.
    public func readUntilClosed() throws -> [UInt8] {
        while try receive() > 0 {}
        defer { buffer.removeAll() }
        return buffer
    }

    /// Whether the server closed (or reset) the connection, reading and dropping any data first.
    public func isClosedByServer() -> Bool {
        (try? readUntilClosed()) != nil
    }

    /// Whether the server closes (or resets) the connection within `timeout`; any data is dropped.
    /// The read timeout is `timeout` from then on.
    public func isClosedByServer(within timeout: Duration) -> Bool {
        let (seconds, attoseconds) = timeout.components
        var value = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
        return isClosedByServer()
    }

    /// Reads until `found` returns a value for the buffered bytes.
    private func fill(until found: ([UInt8]) -> Int?) throws -> Int {
        while true {
            if let value = found(buffer) { return value }
            guard try receive() > 0 else { throw Failure(description: "connection closed by the server") }
        }
    }

    /// One `recv`; 0 at end of stream or reset, throws on timeout.
    private func receive() throws -> Int {
        var chunk = [UInt8](repeating: 0, count: 16 << 10)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 {
            if errno == EINTR { return try receive() }
            if errno == ECONNRESET { return 0 }
            throw Failure(description: "recv failed: errno \(errno) (timeout?)")
        }
        buffer.append(contentsOf: chunk[..<count])
        return count
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count)
        where haystack[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }
}

/// A response as read off the wire.
public struct RawResponse: Sendable {
    public var status: Int
    public var headers: [(name: String, value: String)]
    public var body: [UInt8] = []

    init(head: String) throws {
        let lines = head.components(separatedBy: "\r\n")
        let statusParts = lines[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw RawConnection.Failure(description: "bad status line: \(lines[0])")
        }
        self.status = status
        headers = lines.dropFirst().compactMap { line in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            )
        }
    }

    /// The first value of `name`, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The body as UTF-8 text.
    public var text: String { String(decoding: body, as: UTF8.self) }
}

/// `close(2)`, which `RawConnection.close()` hides.
private func systemClose(_ descriptor: Int32) -> Int32 {
    #if canImport(Glibc)
        Glibc.close(descriptor)
    #else
        Darwin.close(descriptor)
    #endif
}
