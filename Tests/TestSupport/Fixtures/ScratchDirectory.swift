import Foundation

/// A unique directory under the system's temporary directory, removed when the value goes away.
public final class ScratchDirectory: Sendable {
    public let url: URL

    /// Makes the name unique but does not create the directory when `create` is false (so that code
    /// under test can create it, with its own permissions).
    public init(_ prefix: String, create: Bool = true) throws {
        url = FileManager.default.temporaryDirectory.appending(path: "\(prefix)-\(UUID().uuidString)")
        if create { try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    public func appending(_ component: String) -> URL { url.appending(path: component) }

    /// Writes `text` to `name` in the directory and returns the file's path.
    public func write(_ name: String, _ text: String) throws -> String {
        let file = appending(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }
}
