/// What the loopback test server does with one request.
public indirect enum ScriptedReply: Sendable {
    /// Answers with this status, headers and body (`Content-Length` is added) and keeps the connection.
    case respond(status: Int, headers: [(String, String)], body: [UInt8])
    /// Answers 200 with the request as JSON (an ``EchoedRequest``).
    case echo
    /// Answers 200 with the request body as the response body, byte for byte.
    case echoBody
    /// Waits, then does `reply` (a delay before the response headers).
    case delayed(Duration, ScriptedReply)
    /// Sends the headers, then `chunks` pieces of `chunkSize` bytes with `interval` between them.
    case slowBody(chunks: Int, chunkSize: Int, interval: Duration)
    /// Answers like `respond`, but sends only the body's first `firstPart` bytes until `gate` is
    /// opened, then the rest.
    case gated(status: Int, headers: [(String, String)], body: [UInt8], firstPart: Int, gate: ReplyGate)
    /// Answers like `gated`, but announces no length: the body ends when the server closes the
    /// connection, so only what has arrived tells the client how large it is.
    case gatedUnannounced(status: Int, body: [UInt8], firstPart: Int, gate: ReplyGate)
    /// Answers like `respond`, sending the body `chunkSize` bytes at a time with `interval` between.
    case paced(status: Int, headers: [(String, String)], body: [UInt8], chunkSize: Int, interval: Duration)
    /// Answers with `Transfer-Encoding: chunked`: the body as one chunk, then `trailers` after the
    /// last chunk.
    case chunked(status: Int, headers: [(String, String)], body: [UInt8], trailers: [(String, String)])
    /// Answers 200 with ``GzipFixture/compressed`` and `Content-Encoding: gzip`.
    case gzip
    /// Resets the connection (TCP RST) without answering.
    case reset
    /// Declares `declared` bytes in `Content-Length`, sends only `sent`, then closes.
    case truncated(declared: Int, sent: Int)
    /// Answers like `respond` (its `Content-Length` is the whole body's), but sends only the body's
    /// first `sent` bytes, then closes: a transfer cut off part way.
    case cutShort(status: Int, headers: [(String, String)], body: [UInt8], sent: Int)
    /// Sends these bytes as they are (a head cut short, say), then closes.
    case raw([UInt8])
    /// Never answers; holds the connection until the client closes it or the server stops.
    case neverAnswer
    /// Does `reply` and then closes the connection (`Connection: close`).
    case thenClose(ScriptedReply)

    /// A 200 response with a body.
    public static func ok(_ body: [UInt8], contentType: String = "application/octet-stream") -> ScriptedReply
    {
        .respond(status: 200, headers: [("Content-Type", contentType)], body: body)
    }

    /// A redirect to `location`.
    public static func redirect(to location: String, status: Int = 302) -> ScriptedReply {
        .respond(status: status, headers: [("Location", location)], body: [])
    }
}
