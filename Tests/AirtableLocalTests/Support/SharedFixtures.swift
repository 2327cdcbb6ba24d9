import Foundation
import HTTPCore
import Testing

@testable import AirtableLocal

/// The recorded real Airtable responses and schema samples in `../shared/fixtures/airtable/`.
enum SharedFixtures {
    /// `<package root>/../shared/fixtures/airtable`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/airtable")

    static var isAvailable: Bool { FileManager.default.fileExists(atPath: directory.path) }

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SchemaError("missing fixture \(url.path): the shared directory must sit beside the package")
        }
        return Array(data)
    }

    static func json(_ name: String) throws -> JSONValue { try JSONValue.parse(bytes(name)) }
}
