import Basics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A download's body on its way to its destination: written to a hidden file beside it, then
/// renamed over it in one step, so the destination never holds part of a body and a failed or
/// cancelled download leaves it as it was.
///
/// An ordinary download writes `.<name>.<random>.part` and removes it if it fails. A resumable one
/// writes `.<name>.part` (``DownloadResumption``) and keeps it, with its validator, when it fails
/// or is cancelled, unless the body was over its limit or has no validator to resume it with.
///
/// Not `Sendable`: one transfer writes it, then commits or discards it.
final class DownloadFile {
    let destination: URL
    /// The most the file may hold (`nil`: no limit).
    let limit: Int?
    private let partial: URL
    private var descriptor: Int32
    /// How many bytes the file holds, counting those an earlier attempt kept.
    private(set) var written = 0
    /// Whether a failed download leaves the partial file for a later attempt.
    private var keepsPartial = false
    /// The size the whole file must reach, when a `206` said so; a shorter one is not committed.
    var expectedSize: Int?

    /// Creates the partial file (`.<name>.<random>.part` in the destination's folder).
    init(destination: URL, limit: Int? = nil) throws(TransportError) {
        self.destination = destination
        self.limit = limit
        let name = ".\(destination.lastPathComponent).\(UUID().uuidString.prefix(8)).part"
        partial = destination.deletingLastPathComponent().appendingPathComponent(name)
        descriptor = open(partial.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw TransportError(PrivateFile.Failure("create \(partial.path)")) }
    }

    /// Opens a resumable download's partial file: appending after `offset` bytes an earlier
    /// attempt kept, or from empty when `offset` is 0. `validator` is the response's, stored for
    /// a later attempt; without one, a failure removes the file like an ordinary download.
    init(resuming destination: URL, at offset: Int, validator: String?, limit: Int? = nil)
        throws(TransportError)
    {
        self.destination = destination
        self.limit = limit
        partial = DownloadResumption.partialFile(for: destination)
        let validatorFile = DownloadResumption.validatorFile(for: destination)
        // The validator goes first: a partial file without one is never resumed.
        unlink(validatorFile.path)
        let flags = O_WRONLY | O_CREAT | O_CLOEXEC | (offset > 0 ? O_APPEND : O_TRUNC)
        descriptor = open(partial.path, flags, 0o644)
        guard descriptor >= 0 else { throw TransportError(PrivateFile.Failure("open \(partial.path)")) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, Int(status.st_size) == offset else {
            // Another download to the same file got there first: its bytes are not this one's.
            close(descriptor)
            descriptor = -1
            DownloadResumption.forget(destination)
            throw TransportError(.other, "the kept part of \(destination.path) changed while resuming it")
        }
        written = offset
        guard let validator else { return }
        do {
            try Data(validator.utf8).write(to: validatorFile)
            keepsPartial = true
        } catch {
            // Not resumable then, but the download itself can go on.
        }
    }

    deinit { discard() }

    /// Appends `bytes`; throws ``TransportError/Kind/responseTooLarge`` past the limit.
    func write(_ bytes: UnsafeRawBufferPointer) throws(TransportError) {
        try checkLimit(adding: bytes.count)
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
        if let expectedSize, written != expectedSize {
            discard()
            throw TransportError(
                .other,
                "the server sent \(written) of the \(expectedSize) bytes of \(destination.lastPathComponent)")
        }
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
        if keepsPartial { unlink(DownloadResumption.validatorFile(for: destination).path) }
        return destination
    }

    /// Closes the partial file and removes it, unless a later attempt may resume it (nothing
    /// happens once committed or discarded).
    func discard() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
        if !keepsPartial { unlink(partial.path) }
    }

    /// Throws ``TransportError/Kind/responseTooLarge`` if `count` more bytes would take the file
    /// over its limit; such a download is not kept for resuming.
    func checkLimit(adding count: Int) throws(TransportError) {
        // Compared as what is left, so an announced length near Int.max cannot overflow the sum.
        guard let limit, count > limit - written else { return }
        if keepsPartial {
            keepsPartial = false
            unlink(DownloadResumption.validatorFile(for: destination).path)
        }
        throw TransportError(.responseTooLarge, "the download is larger than its limit of \(limit) bytes")
    }
}
