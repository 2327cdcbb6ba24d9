/// A request as the loopback test server read it off the wire.
public struct ReceivedRequest: Sendable, Codable, Hashable {
    public var method: String
    /// The request target as sent, including any query string.
    public var path: String
    /// Header fields in the order received.
    public var headers: [[String]]
    public var body: [UInt8]

    /// The first value of a header, compared case-insensitively.
    public func header(_ name: String) -> String? {
        headers.first { $0.first?.lowercased() == name.lowercased() }?.last
    }

    /// The path without its query string.
    public var route: Substring { path.split(separator: "?", maxSplits: 1).first ?? "" }
}

extension ReceivedRequest {
    /// Reads one request (head and body). Answers `Expect: 100-continue` on `fd` before reading the
    /// body. Returns `nil` when the client closed the connection or sent something unparseable.
    static func read(from reader: ConnectionReader, replyingOn fd: Int32) -> ReceivedRequest? {
        guard let requestLine = reader.readLine() else { return nil }
        let parts = requestLine.split(separator: " ")
        guard parts.count == 3 else { return nil }
        var headers: [[String]] = []
        while let line = reader.readLine(), !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let value = line[line.index(after: colon)...].trimmingSpaces()
            headers.append([String(line[..<colon]), value])
        }
        var request = ReceivedRequest(
            method: String(parts[0]), path: String(parts[1]), headers: headers, body: [])
        if request.header("Expect")?.lowercased() == "100-continue" {
            Socket.writeAll(fd, Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
        }
        if request.header("Transfer-Encoding")?.lowercased() == "chunked" {
            guard let body = readChunkedBody(reader) else { return nil }
            request.body = body
        } else if let length = request.header("Content-Length").flatMap({ Int($0) }) {
            guard let body = reader.read(count: length) else { return nil }
            request.body = body
        }
        return request
    }

    private static func readChunkedBody(_ reader: ConnectionReader) -> [UInt8]? {
        var body: [UInt8] = []
        while true {
            guard let sizeLine = reader.readLine(),
                let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16)
            else { return nil }
            if size == 0 {
                while let trailer = reader.readLine(), !trailer.isEmpty {}
                return body
            }
            guard let chunk = reader.read(count: size), reader.readLine() != nil else { return nil }
            body += chunk
        }
    }
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
