import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension URLSessionTransport {
    /// The file an upload task sends for `request`'s ``HTTPRequest/bodySegments``, and whether it
    /// is a temporary one the caller removes when the task has ended; `nil` for a body in memory.
    /// A single file is sent as it is, after the checks a streamed upload makes (Foundation's own
    /// error says less).
    static func uploadFile(for request: HTTPRequest) async throws(TransportError) -> (
        file: URL?, temporary: URL?
    ) {
        guard let segments = request.bodySegments else { return (nil, nil) }
        if let file = request.bodyFile {
            _ = try UploadBody(segments)
            return (file, nil)
        }
        let assembled = try await assembledBody(segments)
        return (assembled, assembled)
    }

    /// Writes `segments` one after another (or a stream's chunks as they come) to a new temporary
    /// file, mode `0600` from its creation: an upload task reads only whole files.
    static func assembledBody(_ segments: [BodySegment]) async throws(TransportError) -> URL {
        let file = try TemporaryFile()
        do throws(TransportError) {
            if let stream = segments.onlyStream {
                try await file.append(stream)
            } else {
                try file.append(try UploadBody(segments))
            }
        } catch {
            file.remove()
            throw error
        }
        return file.url
    }
}

/// A new temporary file, mode `0600` from its creation, open for appending; closed when released.
private final class TemporaryFile {
    let url: URL
    private let descriptor: Int32

    init() throws(TransportError) {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "courier-upload-\(UUID().uuidString)")
        descriptor = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw TransportError(PrivateFile.Failure("create \(url.path)")) }
    }

    deinit { close(descriptor) }

    func remove() { unlink(url.path) }

    func append(_ bytes: UnsafeRawBufferPointer) throws(TransportError) {
        do throws(PrivateFile.Failure) {
            try PrivateFile.writeAll(bytes, to: descriptor, path: url.path)
        } catch {
            throw TransportError(error)
        }
    }

    /// Reads `body` a megabyte at a time.
    func append(_ body: UploadBody) throws(TransportError) {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
        defer { buffer.deallocate() }
        while case let count = try body.read(into: buffer), count > 0 {
            try append(UnsafeRawBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Runs `stream` into the file.
    func append(_ stream: UploadStream) async throws(TransportError) {
        try await stream.run { chunk in
            let written = chunk.withUnsafeBytes { bytes in
                Result { () throws(TransportError) in try self.append(bytes) }
            }
            try written.get()
        }
    }
}
