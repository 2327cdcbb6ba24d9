import Basics
import Foundation

/// A ``ResponseStore`` in a private directory, so revalidation survives a restart (a GitHub viewer
/// started again asks with `If-None-Match` and gets `304`s that cost no rate limit).
///
/// Each entry is one file named by its key digest, written atomically (a new `0600` file renamed
/// into place) in a `0700` directory. When the files exceed `maxBytes`, the least recently used
/// are deleted (use is the file's modification time, set from the ``CourierClock``). A damaged or
/// unreadable file counts as a miss. A temporary file a writer left behind (a process stopped
/// between writing and renaming) is deleted once it is an hour old. Nothing about the request is
/// stored in clear apart from the response itself.
public final class DiskResponseStore: ResponseStore {
    public let directory: URL
    public let maxBytes: Int
    private let clock: any CourierClock
    /// Serialises this process's writes and evictions (several processes may share the directory:
    /// renames are atomic, and a file deleted under a reader is a miss).
    private let lock = Locked(())

    /// - Parameters:
    ///   - directory: created with mode `0700` if missing.
    ///   - maxBytes: the most the entries may take together.
    /// - Throws: when the directory cannot be created.
    public init(directory: URL, maxBytes: Int = 50 << 20, clock: any CourierClock = SystemClock()) throws {
        self.directory = directory
        self.maxBytes = max(0, maxBytes)
        self.clock = clock
        do {
            try PrivateFile.makePrivateDirectory(directory.path)
        } catch {
            throw CourierError.invalidRequest("cannot use \(directory.path) as a response cache: \(error)")
        }
    }

    public func entry(for key: String) -> CachedResponse? {
        guard let path = path(for: key),
            let data = try? PrivateFile.contents(of: path, limit: max(maxBytes, 1)),
            let entry = try? JSONDecoder().decode(CachedResponse.self, from: data)
        else { return nil }
        touch(path)
        return entry
    }

    public func store(_ entry: CachedResponse, for key: String) {
        guard let path = path(for: key), let data = try? JSONEncoder().encode(entry), data.count <= maxBytes
        else { return }
        lock.withLock { _ in
            guard (try? PrivateFile.replace(path, with: data)) != nil else { return }
            touch(path)
            evict()
        }
    }

    public func removeAll() {
        lock.withLock { _ in
            for file in files().entries { try? PrivateFile.delete(file.path) }
        }
    }

    /// The file for `key`, or `nil` when the key is not a digest (so no key can name a path).
    private func path(for key: String) -> String? {
        guard !key.isEmpty, key.count <= 128, key.allSatisfy({ $0.isHexDigit }) else { return nil }
        return directory.appendingPathComponent(key + ".json").path
    }

    private func touch(_ path: String) {
        try? FileManager.default.setAttributes([.modificationDate: clock.now()], ofItemAtPath: path)
    }

    private struct File {
        let path: String
        let size: Int
        let used: Date
    }

    /// How old a temporary file must be to count as left behind.
    static let leftoverAge: TimeInterval = 3600

    /// The entries (`.json`), and with `leftovers` the temporary files too, from one listing.
    private func files(leftovers: Bool = false) -> (entries: [File], temporary: [File]) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let entries = details(names.filter { $0.hasSuffix(".json") })
        return (entries, leftovers ? details(names.filter { $0.hasSuffix(".tmp") }) : [])
    }

    private func details(_ names: [String]) -> [File] {
        names.compactMap { name in
            let path = directory.appendingPathComponent(name).path
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            return File(
                path: path, size: (attributes[.size] as? NSNumber)?.intValue ?? 0,
                used: attributes[.modificationDate] as? Date ?? .distantPast)
        }
    }

    /// Deletes the least recently used files until the rest fit in `maxBytes`, and temporary files
    /// left behind.
    private func evict() {
        let now = clock.now()
        let listing = files(leftovers: true)
        for leftover in listing.temporary where now.timeIntervalSince(leftover.used) > Self.leftoverAge {
            try? PrivateFile.delete(leftover.path)
        }
        var files = listing.entries
        var total = files.reduce(0) { $0 + $1.size }
        guard total > maxBytes else { return }
        files.sort { ($0.used, $0.path) < ($1.used, $1.path) }
        for file in files where total > maxBytes {
            try? PrivateFile.delete(file.path)
            total -= file.size
        }
    }

    /// The bytes the entries take now.
    public var totalBytes: Int { files().entries.reduce(0) { $0 + $1.size } }
}
