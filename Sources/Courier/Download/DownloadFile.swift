import Foundation
import HTTPCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A download's body on its way to its destination: written to a hidden file beside it, then
/// renamed over it in one step, so the destination never holds part of a body and a failed or
/// cancelled download leaves it as it was.
///
/// Not `Sendable`: one transfer writes it, then commits or discards it.
final class DownloadFile {
    let destination: URL
    /// The most the file may hold (`nil`: no limit).
    let limit: Int?
    private let partial: URL
    private var descriptor: Int32
    private var written = 0

    /// Creates the partial file (`.<name>.<random>.part` in the destination's folder).
    init(destination: URL, limit: Int? = nil) throws(TransportError) {
        self.destination = destination
        self.limit = limit
        let name = ".\(destination.lastPathComponent).\(UUID().uuidString.prefix(8)).part"
        partial = destination.deletingLastPathComponent().appendingPathComponent(name)
        descriptor = open(partial.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw TransportError(PrivateFile.Failure("create \(partial.path)")) }
    }

    deinit { discard() }

    /// Appends `bytes`; throws ``TransportError/Kind/responseTooLarge`` past the limit.
    func write(_ bytes: UnsafeRawBufferPointer) throws(TransportError) {
        try checkLimit(written + bytes.count)
        written += bytes.count
        do throws(PrivateFile.Failure) {
            try PrivateFile.writeAll(bytes, to: descriptor, path: partial.path)
        } catch {
            throw TransportError(error)
        }
    }

    /// Appends `data`.
    func write(_ data: Data) throws(TransportError) {
        var failure: TransportError?
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            do throws(TransportError) { try write(bytes) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Closes the file and renames it over the destination; returns the destination.
    func commit() throws(TransportError) -> URL {
        let closed = close(descriptor)
        descriptor = -1
        guard closed == 0 else {
            let error = TransportError(PrivateFile.Failure("write \(partial.path)"))
            unlink(partial.path)
            throw error
        }
        guard rename(partial.path, destination.path) == 0 else {
            let error = TransportError(PrivateFile.Failure("rename to \(destination.path)"))
            unlink(partial.path)
            throw error
        }
        return destination
    }

    /// Closes and removes the partial file (nothing happens once committed or discarded).
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        unlink(partial.path)
    }

    /// Throws ``TransportError/Kind/responseTooLarge`` if a body of `size` bytes is over the limit.
    func checkLimit(_ size: Int) throws(TransportError) {
        guard let limit, size > limit else { return }
        throw TransportError(.responseTooLarge, "the download is larger than its limit of \(limit) bytes")
    }
}
