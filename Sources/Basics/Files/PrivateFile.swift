import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// POSIX file operations for secrets and private caches: files only their owner can read, from the
/// moment they exist (the TIL credentials file, Courier's on-disk response cache, a saved cookie
/// jar).
package enum PrivateFile {
    /// A failed system call: what was being done and `strerror(errno)`.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String

        package init(_ action: String, errno code: Int32 = errno) {
            description = "\(action): \(String(cString: strerror(code)))"
        }

        package init(message: String) { description = message }
    }

    /// The largest file read by default (a credentials file is a few hundred bytes).
    package static let maximumSize = 1 << 20

    /// Creates `directory` and any missing parents with mode `0700`. When `tighten` is set and
    /// `directory` already exists with group or other permissions, it is tightened to `0700`
    /// (existing parents, such as `~/.config`, are left as the user set them up).
    package static func makePrivateDirectory(_ directory: String, tighten: Bool = true) throws(Failure) {
        var status = stat()
        if stat(directory, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw Failure(message: "\(directory) is not a directory")
            }
            if tighten, status.st_mode & 0o077 != 0, chmod(directory, 0o700) != 0 {
                throw Failure("chmod \(directory)")
            }
            return
        }
        guard errno == ENOENT else { throw Failure("stat \(directory)") }
        let parent = (directory as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != directory { try makePrivateDirectory(parent, tighten: false) }
        if mkdir(directory, 0o700) != 0, errno != EEXIST { throw Failure("mkdir \(directory)") }
    }

    /// The file's bytes, or `nil` when it does not exist. A file readable by group or others is first
    /// tightened to `0600`. A file larger than `limit` bytes is an error, and so is anything but a
    /// regular file: it is opened without blocking, so a FIFO in its place is refused rather than
    /// waited on (`O_NONBLOCK` changes nothing for a regular file).
    package static func contents(of path: String, limit: Int = maximumSize) throws(Failure) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENOENT { return nil }
            throw Failure("open \(path)")
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure("stat \(path)") }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(message: "\(path) is not a regular file")
        }
        if status.st_mode & 0o077 != 0 { _ = fchmod(descriptor, 0o600) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { DescriptorIO.readSome(from: descriptor, into: $0) }
            if count < 0 { throw Failure("read \(path)") }
            if count == 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limit {
                throw Failure(message: "\(path) is larger than \(limit) bytes")
            }
        }
        return data
    }

    /// Replaces `path` with `data` atomically: the bytes go to a new `0600` file in the same directory
    /// (created with that mode, so never readable by others), which is then renamed over `path`.
    package static func replace(_ path: String, with data: Data) throws(Failure) {
        let temporary = "\(path).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { throw Failure("create \(temporary)") }
        var closed = false
        defer {
            if !closed { close(descriptor) }
        }
        do throws(Failure) {
            guard fchmod(descriptor, 0o600) == 0 else { throw Failure("chmod \(temporary)") }
            try writeAll(data, to: descriptor, path: temporary)
            guard fsync(descriptor) == 0 else { throw Failure("fsync \(temporary)") }
            closed = true
            guard close(descriptor) == 0 else { throw Failure("close \(temporary)") }
            guard rename(temporary, path) == 0 else { throw Failure("rename to \(path)") }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Creates `path` empty with mode `0600` when it does not exist, so whatever then writes to it
    /// (SQLite, which gives its journal the database's mode) keeps it private; an existing file is
    /// left as it is.
    package static func createIfMissing(_ path: String) throws(Failure) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
        if descriptor < 0 {
            guard errno == EEXIST else { throw Failure("create \(path)") }
            return
        }
        close(descriptor)
    }

    /// Deletes `path`; a missing file is not an error.
    package static func delete(_ path: String) throws(Failure) {
        if unlink(path) != 0, errno != ENOENT { throw Failure("remove \(path)") }
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(Failure) {
        var failure: Failure?
        data.withUnsafeBytes { bytes in
            do throws(Failure) { try writeAll(bytes, to: descriptor, path: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Writes all of `bytes` to `descriptor` (retrying short writes and `EINTR`); `path` names the
    /// file in the error.
    package static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32, path: String)
        throws(Failure)
    {
        if let code = DescriptorIO.writeAll(bytes, to: descriptor) {
            throw Failure("write \(path)", errno: code)
        }
    }
}
