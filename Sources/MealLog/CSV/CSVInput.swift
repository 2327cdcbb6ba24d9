/// Where an import's CSV comes from, read a piece at a time: a file or a stream in the command line,
/// an upload in the browser, or text in memory (``CSVText``). Only the piece being read is held.
public protocol CSVInput: Sendable {
    /// The input's size in bytes, when it is known before reading (a regular file, text in memory),
    /// for progress; `nil` for a stream (a pipe, standard input).
    var byteCount: Int? { get }
    /// Fills the start of `buffer` with the next bytes and returns how many: 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVInputFailure) -> Int
}

/// The input could not be read (an I/O error part way through), in the system's words.
public struct CSVInputFailure: Error, Sendable, Equatable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

/// CSV text already in memory (an upload, the bundled demo, a test).
public struct CSVText: CSVInput {
    private let bytes: [UInt8]
    private var offset = 0

    public init(_ text: String) { bytes = Array(text.utf8) }

    /// Bytes as they came (an uploaded file), so that text that is not UTF-8 is told apart as the
    /// reader of a file tells it.
    public init(bytes: [UInt8]) { self.bytes = bytes }

    public var byteCount: Int? { bytes.count }

    public mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVInputFailure) -> Int {
        let count = min(buffer.count, bytes.count - offset)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<(offset + count)]))
        }
        offset += count
        return count
    }
}
