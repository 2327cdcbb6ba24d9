import Foundation

/// One event of a `text/event-stream` body (server-sent events).
public struct ServerSentEvent: Sendable, Hashable {
    /// The `event:` field; `"message"` when the event names none.
    public var type: String
    /// The `data:` fields' values, joined with line breaks.
    public var data: String
    /// The last `id:` seen so far in the stream (ids carry over to later events), to send back as
    /// `Last-Event-ID` when reconnecting.
    public var lastEventID: String?
    /// A `retry:` given since the previous event: how long the server asks a client to wait before
    /// reconnecting.
    public var retry: Duration?

    public init(type: String = "message", data: String, lastEventID: String? = nil, retry: Duration? = nil) {
        self.type = type
        self.data = data
        self.lastEventID = lastEventID
        self.retry = retry
    }
}

/// A streamed body read as server-sent events (``ResponseBytes/events(maxLineLength:)``), parsed as
/// the HTML standard's event-stream format says: lines end with CRLF, LF or CR; `:` starts a
/// comment; a blank line ends an event; an event with no data is not dispatched, nor is one the
/// stream ends in the middle of. Reconnecting is left to the caller.
public struct ServerSentEvents: AsyncSequence, Sendable {
    public typealias Element = ServerSentEvent

    let lines: ResponseLines

    public struct AsyncIterator: AsyncIteratorProtocol {
        var lines: ResponseLines.AsyncIterator
        var isFirstLine = true
        var type = ""
        var data: [Substring] = []
        var lastEventID: String?
        var retry: Duration?

        public mutating func next() async throws -> ServerSentEvent? {
            while let line = try await nextLine() {
                if let event = take(line[...]) { return event }
            }
            return nil
        }

        /// The next line, without the byte order mark the stream may begin with.
        private mutating func nextLine() async throws -> String? {
            guard var line = try await lines.next() else { return nil }
            if isFirstLine, line.hasPrefix("\u{FEFF}") { line.removeFirst() }
            isFirstLine = false
            return line
        }

        /// Applies one line; returns the event it completes, if any.
        private mutating func take(_ line: Substring) -> ServerSentEvent? {
            if line.isEmpty { return dispatch() }
            if line.hasPrefix(":") { return nil }
            let name: Substring
            var value: Substring
            if let colon = line.firstIndex(of: ":") {
                name = line[..<colon]
                value = line[line.index(after: colon)...]
                if value.hasPrefix(" ") { value = value.dropFirst() }
            } else {
                (name, value) = (line, "")
            }
            switch name {
            case "event": type = String(value)
            case "data": data.append(value)
            case "id" where !value.contains("\u{0}"): lastEventID = String(value)
            case "retry":
                if value.allSatisfy({ $0.isASCII && $0.isNumber }), let milliseconds = Int(value) {
                    retry = .milliseconds(milliseconds)
                }
            default: break
            }
            return nil
        }

        private mutating func dispatch() -> ServerSentEvent? {
            defer {
                type = ""
                data.removeAll()
            }
            guard !data.isEmpty else { return nil }
            let event = ServerSentEvent(
                type: type.isEmpty ? "message" : type, data: data.joined(separator: "\n"),
                lastEventID: lastEventID,
                retry: retry)
            retry = nil
            return event
        }
    }

    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(lines: lines.makeAsyncIterator()) }
}

extension ResponseBytes {
    /// The body as server-sent events (`text/event-stream`), each as soon as its blank line
    /// arrives. A line longer than `maxLineLength` bytes throws.
    ///
    /// <!-- example context:
    /// func example(client: Client, show: (String) -> Void) async throws { EXAMPLE } -->
    /// ```swift
    /// let (body, _) = try await client.bytes(for: Request<Data>.get("updates").header("Accept", "text/event-stream"))
    /// for try await event in body.events() where event.type == "price" { show(event.data) }
    /// ```
    public func events(maxLineLength: Int = 1 << 20) -> ServerSentEvents {
        var lines = lines(maxLength: maxLineLength)
        lines.endsAtCarriageReturn = true
        return ServerSentEvents(lines: lines)
    }
}
