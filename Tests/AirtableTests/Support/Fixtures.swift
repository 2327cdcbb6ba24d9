import Foundation

/// The recorded Airtable bodies under `<package root>/../shared/fixtures/airtable/` (how CI lays
/// the shared directory out).
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "shared/fixtures/airtable")

    static var available: Bool { FileManager.default.fileExists(atPath: directory.path) }

    static func data(_ path: String) throws -> Data {
        let url = directory.appending(path: path)
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw Missing(path: url.path)
        }
        return try Data(contentsOf: url)
    }

    static func names(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.appending(path: folder).path)
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    struct Missing: Error, CustomStringConvertible {
        let path: String
        var description: String {
            "fixture \(path) is missing: the shared directory must sit beside the package"
        }
    }
}
