import Foundation
import HTTPCore

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
    /// How many bytes of the body have been read.
    private var position = 0

    init(_ url: URL) throws(TransportError) {
        self.url = url
        descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw TransportError(PrivateFile.Failure("read \(url.path)")) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            throw TransportError(.other, "cannot upload \(url.path): not a regular file")
        }
        size = Int(status.st_size)
    }

    deinit { close(descriptor) }

    /// Reads the next bytes of the body, at most `buffer.count`; 0 once `size` bytes have been read,
    /// even if the file has grown since (`Content-Length` announced `size`). A file that ends
    /// sooner, having shrunk, is an error: the server would wait for the bytes it was promised.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(TransportError) -> Int {
        let wanted = Swift.min(buffer.count, size - position)
        guard wanted > 0 else { return 0 }
        while true {
            let count = systemRead(descriptor, buffer.baseAddress, wanted)
            if count > 0 {
                position += count
                return count
            }
            if count == 0 {
                throw TransportError(.other, "cannot upload \(url.path): it shrank while being sent")
            }
            if errno != EINTR { throw TransportError(PrivateFile.Failure("read \(url.path)")) }
        }
    }

    /// Moves the read position to `offset` from the start (for a body sent again).
    func rewind(to offset: Int) -> Bool {
        guard offset >= 0, offset <= size, lseek(descriptor, off_t(offset), SEEK_SET) == off_t(offset) else {
            return false
        }
        position = offset
        return true
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
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
