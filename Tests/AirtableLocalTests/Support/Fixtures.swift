import AirtableModel
import Basics
import Foundation
import Testing

@testable import AirtableLocal

/// The recorded real Airtable responses and schema samples in the tests' `Fixtures/` folder.
enum Fixtures {
    /// `Tests/AirtableLocalTests/Fixtures`.
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw SchemaError("missing fixture \(url.path)")
        }
        return Array(data)
    }

    static func json(_ name: String) throws -> JSONValue { try JSONValue.parse(bytes(name)) }
}
