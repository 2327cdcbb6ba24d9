import Basics

/// Airtable's error bodies. Reading takes its three envelopes:
///
/// - documented: `{"error":{"type":"…","message":"…"}}` (`message` sometimes absent);
/// - bare: `{"error":"NOT_FOUND"}`;
/// - array: `{"errors":[{"error":"RATE_LIMIT_REACHED","message":"…"}]}` (429s seen in 2024–2025).
///
/// Writing gives the documented form, or the bare one for a bare error.
extension AirtableError: JSONWritable {
    /// The error a body in one of the envelopes describes, with `status`; `nil` for any other body.
    public init?(body: [UInt8], status: Int?) {
        guard let top = (try? JSONValue.parse(body))?.objectValue else { return nil }
        if let error = Self.entry(top["error"], status: status) {
            self = error
        } else if let first = top["errors"]?.arrayValue?.first?.objectValue,
            var error = Self.entry(first["error"] ?? first["type"], status: status)
        {
            if let message = first["message"]?.stringValue { error.message = message }
            error.isBare = false
            self = error
        } else {
            return nil
        }
    }

    /// `"TYPE"` or `{"type":"TYPE","message":"…"}`.
    private static func entry(_ value: JSONValue?, status: Int?) -> AirtableError? {
        switch value {
        case .string(let type)?:
            return AirtableError(status: status, type: AirtableErrorType(type), isBare: true)
        case .object(let members)?:
            guard let type = members["type"]?.stringValue else { return nil }
            return AirtableError(
                status: status, type: AirtableErrorType(type), message: members["message"]?.stringValue ?? "")
        default:
            return nil
        }
    }

    public func write(to json: inout JSONWriter) {
        json.object { json in
            if isBare {
                json.field("error", type.rawValue)
                return
            }
            json.key("error")
            json.object { json in
                json.field("type", type.rawValue)
                if !message.isEmpty { json.field("message", message) }
            }
        }
    }
}
