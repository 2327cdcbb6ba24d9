#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file cannot be read, told from the file system, so that a message names the cause
/// instead of only saying that reading failed.
package enum FileProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing is at the path.
    case missing
    /// The path names a folder.
    case folder
    /// Anything else, in the system's words (`Permission denied`).
    case unreadable(String)

    /// The problem a call that failed on a path with `code` (its `errno`) says.
    package init(errno code: Int32) {
        switch code {
        case ENOENT: self = .missing
        case EISDIR: self = .folder
        default: self = .unreadable(String(cString: strerror(code)))
        }
    }

    /// What keeps `path` from being read, found by looking and opening it; `nil` when it can be
    /// read. For saying why after a read failed.
    package static func ofReading(_ path: String) -> FileProblem? {
        var status = stat()
        guard stat(path, &status) == 0 else { return FileProblem(errno: errno) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .folder }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return FileProblem(errno: errno) }
        close(descriptor)
        return nil
    }

    /// In English, after "cannot read …: ".
    package var description: String {
        switch self {
        case .missing: "there is no such file"
        case .folder: "it is a folder"
        case .unreadable(let reason): reason
        }
    }
}
