import Basics
import Foundation
import MealLog
import Terminal

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening a CSV to import: a file, standard input for `-`, or any stream the system can read (a
/// process substitution `<(cat file)`, a named pipe, `/dev/null`), read a piece at a time
/// (``InputFile``); with the reason when it cannot be opened.
enum FileSystem {
    /// Opens `path` for reading (`-` is standard input). Whatever it is, it is read as a stream:
    /// only a regular file has a size known in advance.
    static func openInput(_ path: String) -> Result<InputFile, FileProblem> {
        if path == "-" { return .success(InputFile(descriptor: TerminalDevice.standardInput, owned: false)) }
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(FileProblem(errno: errno)) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(.folder) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(FileProblem(errno: errno)) }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
        return .success(InputFile(descriptor: descriptor, owned: true, byteCount: size))
    }

    /// `path` with a leading `~` or `~/` read as the home directory, as a shell would: for paths
    /// typed at a prompt, which no shell expands.
    static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path == "~" || path.hasPrefix("~/") else { return path }
        return home + path.dropFirst()
    }
}

/// An open file or stream, read a piece at a time with `read(2)`; closed when it goes away.
final class InputFile: CSVInput {
    let descriptor: Int32
    private let owned: Bool
    let byteCount: Int?

    init(descriptor: Int32, owned: Bool, byteCount: Int? = nil) {
        self.descriptor = descriptor
        self.owned = owned
        self.byteCount = byteCount
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) throws(CSVInputFailure) -> Int {
        let count = DescriptorIO.readSome(from: descriptor, into: buffer)
        guard count >= 0 else { throw CSVInputFailure(String(cString: strerror(errno))) }
        return count
    }

    deinit {
        if owned { close(descriptor) }
    }
}

extension FileProblem {
    /// The alert for `path`, in the user's language.
    func alert(path: String, messages: Messages) -> Alert {
        let japanese: String? =
            switch self {
            case .missing: "そのファイルはありません"
            case .folder: "フォルダーです"
            case .unreadable: nil  // the system's words
            }
        let reason = japanese.map { messages.text($0, description) } ?? description
        return Alert(
            message: messages.text("ファイルを読めません：\(path)", "Cannot read the file \(path)"),
            detail: reason, kind: .input)
    }
}
