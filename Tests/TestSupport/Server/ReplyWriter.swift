import Foundation

/// What happens to a connection after a reply.
enum ConnectionFate {
    case keepAlive
    case close
    /// Close with a TCP RST.
    case reset
}

/// Carries out a ``ScriptedReply`` on one connection, with blocking writes.
struct ReplyWriter {
    let fd: Int32
    let reader: ConnectionReader

    func perform(_ reply: ScriptedReply, for request: ReceivedRequest, closing: Bool = false)
        -> ConnectionFate
    {
        let keep: ConnectionFate = closing ? .close : .keepAlive
        switch reply {
        case .respond(let status, let headers, let body):
            let sendsBody = request.method != "HEAD"
            let head = Self.head(status: status, headers: headers, length: body.count, closing: closing)
            let written = Socket.writeAll(fd, sendsBody ? head + body : head)
            return written ? keep : .close
        case .echo:
            let json = (try? JSONEncoder().encode(EchoedRequest(request))) ?? Data()
            return perform(.ok(Array(json), contentType: "application/json"), for: request, closing: closing)
        case .echoBody:
            return perform(.ok(request.body), for: request, closing: closing)
        case .delayed(let delay, let next):
            Self.sleep(delay)
            return perform(next, for: request, closing: closing)
        case .slowBody(let chunks, let chunkSize, let interval):
            let body = Array((0..<chunks).map { _ in TestBytes.pattern(count: chunkSize) }.joined())
            let reply = ScriptedReply.paced(
                status: 200, headers: [], body: body, chunkSize: chunkSize, interval: interval)
            return perform(reply, for: request, closing: closing)
        case .paced(let status, let headers, let body, let chunkSize, let interval):
            let head = Self.head(status: status, headers: headers, length: body.count, closing: closing)
            guard Socket.writeAll(fd, head) else { return .close }
            for start in stride(from: 0, to: body.count, by: max(chunkSize, 1)) {
                Self.sleep(interval)
                guard Socket.writeAll(fd, Array(body[start..<min(start + chunkSize, body.count)])) else {
                    return .close
                }
            }
            return keep
        case .chunked(let status, let headers, let body, let trailers):
            var text = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
            for (name, value) in headers { text += "\(name): \(value)\r\n" }
            text += "Transfer-Encoding: chunked\r\n\r\n"
            var bytes = Array(text.utf8)
            if !body.isEmpty {
                bytes += Array("\(String(body.count, radix: 16))\r\n".utf8) + body + [13, 10]
            }
            var end = "0\r\n"
            for (name, value) in trailers { end += "\(name): \(value)\r\n" }
            bytes += Array((end + "\r\n").utf8)
            return Socket.writeAll(fd, bytes) && !closing ? .keepAlive : .close
        case .gzip:
            let headers = [("Content-Type", "text/plain"), ("Content-Encoding", "gzip")]
            let reply = ScriptedReply.respond(status: 200, headers: headers, body: GzipFixture.compressed)
            return perform(reply, for: request, closing: closing)
        case .reset:
            return .reset
        case .truncated(let declared, let sent):
            let head = Self.head(status: 200, headers: [], length: declared, closing: false)
            Socket.writeAll(fd, head + TestBytes.pattern(count: sent))
            return .close
        case .cutShort(let status, let headers, let body, let sent):
            let head = Self.head(status: status, headers: headers, length: body.count, closing: false)
            Socket.writeAll(fd, head + body.prefix(sent))
            return .close
        case .gated(let status, let headers, let body, let firstPart, let gate):
            let head = Self.head(status: status, headers: headers, length: body.count, closing: closing)
            guard Socket.writeAll(fd, head + body.prefix(firstPart)), gate.wait(),
                Socket.writeAll(fd, Array(body.dropFirst(firstPart)))
            else { return .close }
            return keep
        case .gatedUnannounced(let status, let body, let firstPart, let gate):
            let head = Array("HTTP/1.1 \(status) \(Self.reason(status))\r\nConnection: close\r\n\r\n".utf8)
            if Socket.writeAll(fd, head + body.prefix(firstPart)), gate.wait() {
                Socket.writeAll(fd, Array(body.dropFirst(firstPart)))
            }
            return .close
        case .raw(let bytes):
            Socket.writeAll(fd, bytes)
            return .close
        case .neverAnswer:
            reader.drainUntilClosed()
            return .close
        case .thenClose(let next):
            _ = perform(next, for: request, closing: true)
            return .close
        }
    }

    private static func head(status: Int, headers: [(String, String)], length: Int, closing: Bool) -> [UInt8]
    {
        var text = "HTTP/1.1 \(status) \(reason(status))\r\n"
        for (name, value) in headers { text += "\(name): \(value)\r\n" }
        text += "Content-Length: \(length)\r\n"
        if closing { text += "Connection: close\r\n" }
        text += "\r\n"
        return Array(text.utf8)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 206: "Partial Content"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 303: "See Other"
        case 404: "Not Found"
        case 416: "Range Not Satisfiable"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    private static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var remaining = timespec()
        while nanosleep(&request, &remaining) != 0 && errno == EINTR { request = remaining }
    }
}
