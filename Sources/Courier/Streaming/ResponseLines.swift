import Foundation

/// A streamed body as lines of text (``ResponseBytes/lines(maxLength:)``): split at `\n`, with a
/// `\r` before it dropped; a last line without a line break is a line too. Bytes that are not
/// UTF-8 are replaced with U+FFFD.
public struct ResponseLines: AsyncSequence, Sendable {
    public typealias Element = String

    let bytes: ResponseBytes
    let maxLength: Int
    /// Whether a `\r` alone ends a line too, as in an event stream (a `\n` right after it is part
    /// of the same line break). The line is handed over at the `\r`, without waiting for the next
    /// byte.
    var endsAtCarriageReturn = false

    /// A line longer than the limit.
    public struct LineTooLong: Error, Sendable, CustomStringConvertible {
        public let maxLength: Int
        public var description: String { "a line of the response is longer than \(maxLength) bytes" }
    }

    public struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: ResponseBytes.AsyncIterator
        let maxLength: Int
        let endsAtCarriageReturn: Bool
        var pending: [UInt8] = []
        var start = 0
        var ended = false
        /// The last line ended at a `\r`, so a `\n` that comes next belongs to its line break.
        var skipsLineFeed = false

        /// The next line; the last one may have no line break.
        public mutating func next() async throws -> String? {
            while true {
                if skipsLineFeed, start < pending.count {
                    if pending[start] == 10 { start += 1 }
                    skipsLineFeed = false
                }
                let lineBreak = pending[start...].firstIndex {
                    $0 == 10 || ($0 == 13 && endsAtCarriageReturn)
                }
                if let lineBreak {
                    var end = lineBreak
                    if pending[lineBreak] == 13 {
                        skipsLineFeed = true
                    } else if end > start && pending[end - 1] == 13 {
                        end -= 1
                    }
                    let line = String(decoding: pending[start..<end], as: UTF8.self)
                    start = lineBreak + 1
                    return line
                }
                guard pending.count - start <= maxLength else { throw LineTooLong(maxLength: maxLength) }
                if ended {
                    guard start < pending.count else { return nil }
                    let line = String(decoding: pending[start...], as: UTF8.self)
                    start = pending.count
                    return line
                }
                pending.removeSubrange(0..<start)
                start = 0
                if let chunk = try await chunks.next() {
                    pending.append(contentsOf: chunk)
                } else {
                    ended = true
                }
            }
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(
            chunks: bytes.makeAsyncIterator(), maxLength: maxLength,
            endsAtCarriageReturn: endsAtCarriageReturn)
    }
}
