import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP connection to 127.0.0.1 on plain POSIX sockets, for tests that need control over the bytes
/// (stalls, disconnects, invalid request lines). Every call blocks: use it inside `Blocking.run`.
final class RawConnection: @unchecked Sendable {  // safe: used by one thread at a time
    private var descriptor: Int32
    private var buffer: [UInt8] = []

    /// Connects; a read waiting longer than `readTimeout` fails.
    init(port: Int, readTimeout: Duration = .seconds(10)) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw HarnessError("socket() failed: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            Glibc.close(descriptor)
            throw HarnessError("connect() to port \(port) failed: errno \(code)")
        }
        let (seconds, attoseconds) = readTimeout.components
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: Int(attoseconds / 1_000_000_000_000))
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// Sends all of `bytes`; throws if the server has closed the connection.
    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes {
                send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            if sent < 0 && errno == EINTR { continue }
            guard sent > 0 else { throw HarnessError("send() failed: errno \(errno)") }
            offset += sent
        }
    }

    func write(_ text: String) throws { try write(Array(text.utf8)) }

    /// Reads one response: status line, headers, and a `content-length` body (none for HEAD or 204).
    func readResponse(head: Bool = false) throws -> (status: Int, headers: [String: String], body: [UInt8]) {
        let end = try fill { Self.headerEnd(in: $0) }
        let lines = String(decoding: buffer[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        buffer.removeFirst(end + 4)
        guard let status = lines.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw HarnessError("bad status line: \(lines.first ?? "")")
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        let length = head || status == 204 ? 0 : Int(headers["content-length"] ?? "0") ?? 0
        _ = try fill { $0.count >= length ? length : nil }
        let body = Array(buffer.prefix(length))
        buffer.removeFirst(length)
        return (status, headers, body)
    }

    /// Whether the server closes the connection within the read timeout (reading and dropping data).
    func isClosedByServer() -> Bool {
        while true {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 || (count < 0 && errno == ECONNRESET) { return true }
            if count < 0 { return false }
        }
    }

    /// Closes the connection with a FIN.
    func close() {
        if descriptor >= 0 { Glibc.close(descriptor) }
        descriptor = -1
    }

    /// Closes the connection with a TCP reset (`SO_LINGER` 0), as a crashed client would.
    func reset() {
        var option = linger(l_onoff: 1, l_linger: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        close()
    }

    private func fill(until found: ([UInt8]) -> Int?) throws -> Int {
        while true {
            if let value = found(buffer) { return value }
            var chunk = [UInt8](repeating: 0, count: 16 << 10)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { throw HarnessError("connection closed or timed out (errno \(errno))") }
            buffer.append(contentsOf: chunk[..<count])
        }
    }

    private static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first {
            bytes[$0] == 13 && bytes[$0 + 1] == 10 && bytes[$0 + 2] == 13 && bytes[$0 + 3] == 10
        }
    }
}
