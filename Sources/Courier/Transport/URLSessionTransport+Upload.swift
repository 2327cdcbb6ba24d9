import Foundation
import HTTPCore

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
    static func uploadFile(for request: HTTPRequest) throws(TransportError) -> (
        file: URL?, temporary: URL?
    ) {
        guard let segments = request.bodySegments else { return (nil, nil) }
        if let file = request.bodyFile {
            _ = try UploadBody(segments)
            return (file, nil)
        }
        let assembled = try assembledBody(segments)
        return (assembled, assembled)
    }

    /// Writes `segments` one after another to a new temporary file, mode `0600` from its creation,
    /// a megabyte at a time: an upload task reads only whole files.
    static func assembledBody(_ segments: [BodySegment]) throws(TransportError) -> URL {
        let body = try UploadBody(segments)
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("courier-upload-\(UUID().uuidString)").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw TransportError(PrivateFile.Failure("create \(path)")) }
        defer { close(descriptor) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
        defer { buffer.deallocate() }
        do throws(TransportError) {
            while case let count = try body.read(into: buffer), count > 0 {
                do throws(PrivateFile.Failure) {
                    let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
                    try PrivateFile.writeAll(bytes, to: descriptor, path: path)
                } catch {
                    throw TransportError(error)
                }
            }
        } catch {
            unlink(path)
            throw error
        }
        return URL(fileURLWithPath: path)
    }
}
