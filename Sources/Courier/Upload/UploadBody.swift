import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request body read from its segments as it is sent (``HTTPRequest/bodySegments``): bytes from
/// memory, files from disk, so a large upload never sits in memory. Opened for each attempt (every
/// file is opened and measured then) and closed when the transfer ends. A streamed body
/// (``BodySegment/stream(_:)``) is read through its ``pump`` instead.
///
/// Not `Sendable`: one transfer reads it.
final class UploadBody {
    /// The bytes, plus each file's size when opened (0 for a streamed body).
    let size: Int
    /// A streamed body's run for this attempt, started by its first read.
    let pump: UploadPump?
    private let pieces: [Piece]
    /// How many bytes of the body have been read.
    private var position = 0
    /// The piece holding `position` (or `pieces.count` at the end).
    private var current = 0

    /// A segment as opened, with where it starts and ends in the body.
    private struct Piece {
        let source: Source
        let start: Int
        let end: Int
    }

    private enum Source {
        case bytes(Data)
        case file(OpenFile)
    }

    /// What `Content-Length` announces; `nil` for a streamed body of unknown length (sent chunked).
    var announcedSize: Int? { pump.map(\.stream.length) ?? size }

    /// Opens every file of `segments`; an unreadable file, or one that is not a regular file, throws.
    init(_ segments: [BodySegment]) throws(TransportError) {
        if let stream = segments.onlyStream {
            pump = UploadPump(stream)
            pieces = []
            size = 0
            return
        }
        pump = nil
        var pieces: [Piece] = []
        var end = 0
        for segment in segments {
            switch segment {
            case .data(let data):
                pieces.append(Piece(source: .bytes(data), start: end, end: end + data.count))
            case .file(let url):
                let file = try OpenFile(url)
                pieces.append(Piece(source: .file(file), start: end, end: end + file.size))
            case .stream:
                throw TransportError(.other, "a streamed body must be the only segment of a request body")
            }
            end = pieces[pieces.count - 1].end
        }
        self.pieces = pieces
        size = end
    }

    /// Reads the next bytes of the body into `buffer`, as many as fit; 0 once `size` bytes have
    /// been read, even if a file has grown since (`Content-Length` announced `size`). A file that
    /// ends sooner, having shrunk, is an error: the server would wait for the bytes it was promised.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(TransportError) -> Int {
        var filled = 0
        while filled < buffer.count, position < size {
            while pieces[current].end <= position { current += 1 }
            let piece = pieces[current]
            let wanted = Swift.min(buffer.count - filled, piece.end - position)
            let target = UnsafeMutableRawBufferPointer(rebasing: buffer[filled..<filled + wanted])
            let count: Int
            switch piece.source {
            case .bytes(let data):
                let from = data.startIndex + (position - piece.start)
                count = data.copyBytes(to: target, from: from..<from + wanted)
            case .file(let file):
                count = try file.read(into: target, at: position - piece.start)
            }
            position += count
            filled += count
        }
        return filled
    }

    /// Moves the read position to `offset` from the start (for a body sent again). A streamed body
    /// can only go back to the start before any of it was read.
    func rewind(to offset: Int) -> Bool {
        if let pump { return offset == 0 && !pump.hasStarted }
        guard offset >= 0, offset <= size else { return false }
        position = offset
        current = 0
        return true
    }

    /// The whole body in memory, for a transport that takes its body from there.
    static func collect(_ segments: [BodySegment]) async throws(TransportError) -> Data {
        if let stream = segments.onlyStream { return try await stream.collect() }
        return try contents(of: segments)
    }

    /// The whole body in memory, when it has no stream.
    static func contents(of segments: [BodySegment]) throws(TransportError) -> Data {
        let body = try UploadBody(segments)
        var data = Data(count: body.size)
        let read = data.withUnsafeMutableBytes { buffer in
            Result { () throws(TransportError) in try body.read(into: buffer) }
        }
        guard try read.get() == body.size else {
            throw TransportError(.other, "cannot read the whole request body")
        }
        return data
    }
}
