import Foundation
import TestSupport

/// `til`'s documented exit codes (`til --help`).
enum TILExit {
    static let success: Int32 = 0
    static let failure: Int32 = 1
    static let usage: Int32 = 2
    static let notFound: Int32 = 3
    static let authentication: Int32 = 4
    static let unavailable: Int32 = 5
}

extension CommandResult {
    /// Standard output decoded as JSON (`til --json`).
    func json<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: Data(stdout.utf8))
    }

    /// The `{"error":{…}}` object `til --json` writes to standard error when a command fails.
    func jsonError() throws -> ErrorReport {
        try JSONDecoder().decode([String: ErrorReport].self, from: Data(stderr.utf8))["error"]
            ?? ErrorReport(kind: "", message: "", reason: nil, exitCode: -1)
    }

    /// The cells of the table row on standard output that contains `text` (cells are separated by
    /// two or more spaces), `nil` when no line contains it.
    func tableRow(containing text: String) -> [String]? {
        let line = stdout.split(separator: "\n").first { $0.contains(text) }
        return line.map { row in
            row.split(separator: #/ {2,}/#).map { String($0) }
        }
    }
}

/// A failure as `til --json` reports it.
struct ErrorReport: Decodable, Equatable {
    let kind: String
    let message: String
    let reason: String?
    let exitCode: Int32
}
