import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A request body read from a file as it is sent (``RequestBody/file(_:contentType:)``), so a large
/// upload never sits in memory. Opened for each attempt and closed when the transfer ends.
///
/// Not `Sendable`: one transfer reads it.
final class UploadFile {
    let url: URL
    /// The file's size when opened: what `Content-Length` announces.
    let size: Int
    private var descriptor: Int32

    init(_ url: URL) throws(TransportError) {
        self.url = url
        descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.failure("cannot read", url) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw TransportError(.other, "cannot upload \(url.path): not a regular file")
        }
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Reads up to `buffer.count` bytes; 0 at the end of the file.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(TransportError) -> Int {
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw Self.failure("cannot read", url) }
        }
    }

    /// Moves the read position to `offset` from the start (for a body sent again).
    func rewind(to offset: Int) -> Bool {
        lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset)
    }

    /// The whole file, for a transport that takes its body from memory.
    static func contents(of url: URL) throws(TransportError) -> Data {
        _ = try UploadFile(url)  // the same checks and messages as a streamed upload
        do {
            return try Data(contentsOf: url)
        } catch {
            throw TransportError(.other, "cannot read \(url.path): \(error.localizedDescription)")
        }
    }

    private static func failure(_ what: String, _ file: URL) -> TransportError {
        TransportError(.other, "\(what) \(file.path): \(String(cString: strerror(errno)))")
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
