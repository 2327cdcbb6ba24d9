import Basics

/// The one-line-per-request access log: `GET /api/acronyms 200 0.173ms`.
///
/// Logs the method, the path without its query (queries may hold secrets), the status and the time
/// from the request line to the queued response. Never headers or bodies.
enum AccessLog {
    static func record(
        method: String, target: String, status: Response.Status, since start: ContinuousClock.Instant,
        to context: ServerContext
    ) {
        let level = context.configuration.accessLogLevel
        guard context.logger.isEnabled(level) else { return }
        context.logger.log(
            level, "\(printable(method)) \(path(of: target)) \(status.code) \(milliseconds(since: start))ms")
    }

    /// `text` with every byte that is not printable ASCII percent-encoded: a method is a token, but
    /// one refused for not being one is logged too. Text that is printable already (nearly every
    /// request's) is returned without copying.
    static func printable(_ text: String) -> String {
        text.utf8.allSatisfy(isPrintable) ? text : text.percentEncoded(where: isPrintable)
    }

    private static func isPrintable(_ byte: UInt8) -> Bool { (0x21...0x7E).contains(byte) }

    /// A request target as a log may show it: the path without its query, with every byte that is
    /// not printable ASCII percent-encoded, so that a crafted target cannot write terminal escapes
    /// or a line of its own into the log; past ``longestPath`` bytes, cut, saying how many more
    /// there were, so that one request's long path cannot fill a line of tens of kilobytes.
    static func path(of target: String) -> String {
        let path = target.utf8.firstIndex(of: UInt8(ascii: "?")).map { String(target[..<$0]) } ?? target
        // Most paths are short: logged without cutting.
        guard path.utf8.count > longestPath else { return printable(path) }
        let bytes = Array(path.utf8)
        var end = longestPath
        // Cut between characters, never inside one's UTF-8 bytes.
        while end > 0, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        let shown = String(decoding: bytes[..<end], as: UTF8.self)
        return shown.percentEncoded(where: isPrintable) + "...[+\(bytes.count - end) bytes]"
    }

    /// The most bytes of a path a line shows.
    static let longestPath = 1024

    /// Elapsed time as milliseconds with three decimals, e.g. `0.173`.
    private static func milliseconds(since start: ContinuousClock.Instant) -> String {
        let elapsed = (ContinuousClock.now - start).components
        let micros = elapsed.seconds * 1_000_000 + elapsed.attoseconds / 1_000_000_000_000
        return "\(micros / 1000).\(String(micros % 1000 + 1000).dropFirst())"
    }
}
