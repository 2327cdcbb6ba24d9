#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Buffered, blocking reads from one connection: lines for the head, exact counts for the body.
final class ConnectionReader {
    private let fd: Int32
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0

    init(fd: Int32) { self.fd = fd }

    /// Reads more bytes into the buffer; `false` on end of stream or error.
    private func fill() -> Bool {
        if start == end {
            start = 0
            end = 0
        } else if end == buffer.count {
            if start > 0 {
                buffer.replaceSubrange(0..<(end - start), with: buffer[start..<end])
                end -= start
                start = 0
            } else {
                buffer.append(contentsOf: repeatElement(0, count: buffer.count))
            }
        }
        while true {
            let received = buffer.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return -1 }
                return recv(fd, base + end, raw.count - end, 0)
            }
            if received < 0 && errno == EINTR { continue }
            guard received > 0 else { return false }
            end += received
            return true
        }
    }

    /// One line without its CRLF (or LF), or `nil` when the stream ends first.
    func readLine() -> String? {
        while true {
            if let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
                var lineEnd = newline
                if lineEnd > start && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let line = String(decoding: buffer[start..<lineEnd], as: UTF8.self)
                start = newline + 1
                return line
            }
            guard fill() else { return nil }
        }
    }

    /// Exactly `count` bytes, or `nil` when the stream ends first.
    func read(count: Int) -> [UInt8]? {
        var result: [UInt8] = []
        result.reserveCapacity(count)
        while result.count < count {
            if start == end {
                guard fill() else { return nil }
            }
            let take = min(count - result.count, end - start)
            result.append(contentsOf: buffer[start..<(start + take)])
            start += take
        }
        return result
    }

    /// Blocks until the peer closes the connection (or the server shuts it down), discarding input.
    func drainUntilClosed() {
        while fill() { start = end }
    }
}
