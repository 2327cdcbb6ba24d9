import Foundation

/// Avatar bytes on disk, one file per URL (named by a hash of the URL), written atomically.
struct AvatarDiskCache: Sendable {
    let directory: URL

    func read(_ url: URL) -> Data? {
        FileManager.default.contents(atPath: file(for: url).path)
    }

    /// Stores `data`; a failure to write only means the next run fetches it again.
    func write(_ data: Data, for url: URL) {
        try? FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try? data.write(to: file(for: url), options: .atomic)
    }

    private func file(for url: URL) -> URL {
        directory.appending(path: Self.hash(url.absoluteString) + ".avatar")
    }

    /// FNV-1a of the URL, as hex: a stable, path-safe file name.
    static func hash(_ text: String) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x100_0000_01b3
        }
        return String(value, radix: 16)
    }
}
