import Foundation

extension CommandResult {
    /// Standard output decoded as JSON (a tool's `--json`).
    public func json<Value: Decodable>(_ type: Value.Type) throws -> Value {
        try JSONDecoder().decode(type, from: Data(stdout.utf8))
    }

    /// Standard output parsed as JSON.
    public func json() throws -> Any { try JSONSerialization.jsonObject(with: Data(stdout.utf8)) }

    /// Standard output as a JSON object.
    public func object() throws -> [String: Any] {
        guard let object = try json() as? [String: Any] else {
            throw ProcessError("not a JSON object: \(self)")
        }
        return object
    }

    /// The `{"error":{…}}` object a tool with `--json` writes to standard error when a command fails.
    public func jsonError() throws -> ErrorReport {
        try JSONDecoder().decode([String: ErrorReport].self, from: Data(stderr.utf8))["error"]
            ?? ErrorReport(kind: "", message: "", reason: nil, exitCode: -1)
    }

    /// The cells of the table row on standard output that contains `text` (cells are separated by
    /// two or more spaces), `nil` when no line contains it.
    public func tableRow(containing text: String) -> [String]? {
        let line = stdout.split(separator: "\n").first { $0.contains(text) }
        return line.map { row in
            row.split(separator: #/ {2,}/#).map { String($0) }
        }
    }
}

/// A failure as a tool's `--json` reports it on standard error.
public struct ErrorReport: Decodable, Equatable, Sendable {
    public let kind: String
    public let message: String
    public let reason: String?
    public let exitCode: Int32

    public init(kind: String, message: String, reason: String?, exitCode: Int32) {
        self.kind = kind
        self.message = message
        self.reason = reason
        self.exitCode = exitCode
    }
}
