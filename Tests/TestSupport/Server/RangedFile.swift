import Foundation
import Synchronization

/// A file a ``LoopbackHTTPServer`` serves with byte ranges, for resumable-download tests.
///
/// `GET` answers the bytes with `ETag` and `Last-Modified` (either can be left out).
/// `Range: bytes=<start>-` answers `206` with the rest, unless `If-Range` names another version
/// (then `200` with all of it) or `start` is past the end (`416`). Answers can be cut off part
/// way or held part way, and every request is recorded.
///
/// ```swift
/// let file = RangedFile(bytes: TestBytes.pattern(count: 100_000))
/// file.cutOffNextAnswer(after: 40_000)
/// let server = try LoopbackHTTPServer(handler: file.reply(for:))
/// ```
public final class RangedFile: Sendable {
    private struct State {
        var bytes: [UInt8]
        var etag: String?
        var lastModified: String?
        var cutOffs: [Int] = []
        /// The next answer sends this many bytes, then waits for the gate.
        var hold: (count: Int, gate: ReplyGate)?
        var requests: [ReceivedRequest] = []
        /// For tests that must see a range other than the one asked for.
        var rangeStartOverride: Int?
        var rangeShortfall = 0
    }

    private let state: Mutex<State>

    public init(bytes: [UInt8], etag: String? = "\"v1\"", lastModified: String? = nil) {
        state = Mutex(State(bytes: bytes, etag: etag, lastModified: lastModified))
    }

    /// Every request received so far, in order.
    public var requests: [ReceivedRequest] { state.withLock { $0.requests } }

    /// The next answer sends only its first `count` body bytes, then closes the connection.
    public func cutOffNextAnswer(after count: Int) { state.withLock { $0.cutOffs.append(count) } }

    /// The next answer sends its first `count` body bytes, then waits until `gate` opens: the client
    /// has part of the body for as long as the test needs, however slow the machine.
    public func holdNextAnswer(after count: Int, until gate: ReplyGate) {
        state.withLock { $0.hold = (count, gate) }
    }

    /// Serves other bytes from now on, as another version.
    public func replace(with bytes: [UInt8], etag: String?, lastModified: String? = nil) {
        state.withLock {
            $0.bytes = bytes
            $0.etag = etag
            $0.lastModified = lastModified
        }
    }

    /// Makes `206` answers start at `start` whatever was asked: a misbehaving server.
    public func startRangesAt(_ start: Int) { state.withLock { $0.rangeStartOverride = start } }

    /// Makes `206` answers stop `count` bytes before the end (saying so in `Content-Range`).
    public func endRangesEarly(by count: Int) { state.withLock { $0.rangeShortfall = count } }

    /// The answer to one request; pass it to ``LoopbackHTTPServer/init(handler:)``.
    public func reply(for request: ReceivedRequest) -> ScriptedReply {
        state.withLock { state in
            state.requests.append(request)
            var headers: [(String, String)] = [("Accept-Ranges", "bytes")]
            if let etag = state.etag { headers.append(("ETag", etag)) }
            if let lastModified = state.lastModified { headers.append(("Last-Modified", lastModified)) }
            let total = state.bytes.count
            var status = 200
            var body = state.bytes
            if let start = Self.rangeStart(request.header("Range")),
                Self.isCurrent(request.header("If-Range"), etag: state.etag, lastModified: state.lastModified)
            {
                guard start < total else {
                    return .respond(status: 416, headers: [("Content-Range", "bytes */\(total)")], body: [])
                }
                let from = state.rangeStartOverride ?? start
                let end = total - state.rangeShortfall
                status = 206
                body = Array(state.bytes[from..<end])
                headers.append(("Content-Range", "bytes \(from)-\(end - 1)/\(total)"))
            }
            if let hold = state.hold {
                state.hold = nil
                return .gated(
                    status: status, headers: headers, body: body, firstPart: hold.count, gate: hold.gate)
            }
            guard !state.cutOffs.isEmpty else {
                return .respond(status: status, headers: headers, body: body)
            }
            let sent = state.cutOffs.removeFirst()
            return .cutShort(status: status, headers: headers, body: body, sent: sent)
        }
    }

    /// `bytes=<start>-`; other forms are served whole, as a server may.
    private static func rangeStart(_ range: String?) -> Int? {
        guard let range, range.hasPrefix("bytes="), range.hasSuffix("-") else { return nil }
        return Int(range.dropFirst(6).dropLast())
    }

    /// Whether `If-Range` is absent or names the current version.
    private static func isCurrent(_ ifRange: String?, etag: String?, lastModified: String?) -> Bool {
        guard let ifRange else { return true }
        return ifRange == etag || ifRange == lastModified
    }
}
