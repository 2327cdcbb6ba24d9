import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of an upload, open for reading, with the size it had when opened.
final class OpenFile {
    let url: URL
    let size: Int
    private let descriptor: Int32

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

    /// Reads up to `buffer.count` bytes from `offset` (the caller keeps within `size`).
    func read(into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(TransportError) -> Int {
        let count = DescriptorIO.readSome(from: descriptor, into: buffer, at: offset)
        if count > 0 { return count }
        if count == 0 {
            throw TransportError(.other, "cannot upload \(url.path): it shrank while being sent")
        }
        throw TransportError(PrivateFile.Failure("read \(url.path)"))
    }
}
