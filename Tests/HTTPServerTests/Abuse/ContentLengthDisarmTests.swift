import Testing

@testable import HTTPServer

/// The URI callback's look at the headers behind the request line, on a read buffer laid out as
/// libmicrohttpd leaves it then: the target and the version each ended by a NUL, the request line's
/// CRLF zeroed, the header lines still raw, and past what was received a NUL (a zero-filled buffer)
/// or bytes that were never received (stale memory).
@Suite("Disarming a malformed Content-Length")
struct ContentLengthDisarmTests {
    /// `headers` behind `/echo\0HTTP/1.1\0\0`, scanned as the URI callback scans it; what the buffer
    /// holds afterwards, from the header lines up to the NUL that ends it.
    private func scanned(_ headers: String) -> String {
        var buffer = Array("/echo\0HTTP/1.1\0\0\(headers)\0".utf8).map { CChar(bitPattern: $0) }
        buffer.withUnsafeMutableBufferPointer { bytes in
            if let target = bytes.baseAddress {
                HeaderValidation.disarmMalformedContentLength(after: UnsafePointer(target))
            }
        }
        let start = "/echo\0HTTP/1.1\0\0".utf8.count
        let rest = buffer[start..<(buffer.count - 1)].map { UInt8(bitPattern: $0) }
        return String(decoding: rest, as: UTF8.self)
    }

    @Test(
        "a malformed length in a whole header block is renamed",
        arguments: [
            ("Host: t\r\nContent-Length: abc\r\n\r\n", "Host: t\r\nX-Invalid-CLen: abc\r\n\r\n"),
            ("Content-Length: -1\r\nHost: t\r\n\r\nbody", "X-Invalid-CLen: -1\r\nHost: t\r\n\r\nbody"),
            ("Host: t\nContent-Length: 1x\n\n", "Host: t\nX-Invalid-CLen: 1x\n\n"),
            (
                "Content-Length: 5\r\ncontent-length: 5 5\r\n\r\n",
                "Content-Length: 5\r\nX-Invalid-CLen: 5 5\r\n\r\n"
            ),
        ])
    func renamedInAWholeBlock(headers: String, expected: String) {
        #expect(scanned(headers) == expected)
    }

    @Test(
        "a block whose end has not arrived is left as it is",
        arguments: [
            // The received bytes end inside the block; the buffer is zero-filled behind them.
            "Host: t\r\nContent-Length: abc\r\nX-A: b\r\n",
            "Host: t\r\nContent-Length: abc\r\n",
            // A partly received `Content-Length: 1` (its `0\r\n\r\n` still to come) behind which the
            // buffer holds stale bytes from an earlier request: they look like a malformed value, but
            // the block has no end yet, so nothing is renamed.
            "Host: t\r\nContent-Length: 1x\r\nGET /other HTTP/1.1\r\nHost: u",
        ])
    func leftWithoutTheBlockEnd(headers: String) {
        #expect(scanned(headers) == headers)
    }

    @Test(
        "a well-formed length is never touched",
        arguments: ["Host: t\r\nContent-Length: 10\r\n\r\n", "Content-Length:\t0\r\n\r\n", "Host: t\r\n\r\n"])
    func wellFormed(headers: String) {
        #expect(scanned(headers) == headers)
    }
}
