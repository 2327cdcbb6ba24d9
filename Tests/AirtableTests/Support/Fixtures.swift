import Foundation

/// The recorded Airtable bodies (pyairtable's, with their licence), kept once in the repository
/// beside airtable-local's tests, which read them too: `Tests/AirtableLocalTests/Fixtures`.
enum Fixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appending(path: "AirtableLocalTests/Fixtures")

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
            "fixture \(path) is missing from the repository"
        }
    }
}
