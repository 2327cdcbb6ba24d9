import Foundation

/// A fresh temporary directory, removed when released.
final class Scratch: Sendable {
    let url: URL

    init(_ prefix: String) throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `text` to `name` in the directory and returns its path.
    func write(_ name: String, _ text: String) throws -> String {
        let file = url.appending(path: name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
