import Basics
import Foundation

/// Reads Airtable's three error envelopes:
///
/// - documented: `{"error":{"type":"…","message":"…"}}` (`message` sometimes absent);
/// - bare: `{"error":"NOT_FOUND"}`;
/// - array: `{"errors":[{"error":"RATE_LIMIT_REACHED","message":"…"}]}` (429s seen in 2024–2025).
///
/// Unknown types are kept as they are. A body that is none of these gives `nil`.
struct AirtableErrorBody: Error, Sendable, Equatable, CustomStringConvertible {
    var type: String
    var message: String

    var description: String { message.isEmpty ? type : "\(type): \(message)" }

    init(type: String, message: String) {
        self.type = type
        self.message = message
    }

    init?(_ body: Data) {
        guard let object = try? JSONDecoder().decode(JSONValue.self, from: body),
            case .object(let top) = object
        else { return nil }
        if let parsed = Self.entry(top["error"]) {
            self = parsed
        } else if case .array(let list)? = top["errors"], let first = list.first,
            case .object(let entry) = first, let parsed = Self.entry(entry["error"] ?? entry["type"])
        {
            self = parsed
            if case .string(let message)? = entry["message"] { self.message = message }
        } else {
            return nil
        }
    }

    /// `"TYPE"` or `{"type":"TYPE","message":"…"}`.
    private static func entry(_ value: JSONValue?) -> AirtableErrorBody? {
        switch value {
        case .string(let type)?:
            return AirtableErrorBody(type: type, message: "")
        case .object(let fields)?:
            guard case .string(let type)? = fields["type"] else { return nil }
            if case .string(let message)? = fields["message"] {
                return AirtableErrorBody(type: type, message: message)
            }
            return AirtableErrorBody(type: type, message: "")
        default:
            return nil
        }
    }
}
