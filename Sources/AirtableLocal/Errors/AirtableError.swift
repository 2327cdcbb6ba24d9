import HTTPServer

/// An error answered the way Airtable answers it: a status and a JSON body in one of Airtable's
/// envelopes (`{"error":{"type","message"}}`, the bare `{"error":"NOT_FOUND"}`, or for 429 the
/// documented object).
public struct AirtableError: RenderableError, Sendable, Equatable, CustomStringConvertible {
    /// The HTTP status.
    public var status: Int
    /// The error type (`INVALID_RECORDS`); for the bare envelope, the string after `"error":`.
    public var type: String
    /// The message, when Airtable sends one.
    public var message: String?
    /// Whether the body is the bare `{"error":"TYPE"}` form.
    public var isBare: Bool

    public init(status: Int, type: String, message: String? = nil, isBare: Bool = false) {
        self.status = status
        self.type = type
        self.message = message
        self.isBare = isBare
    }

    public var description: String { "\(status) \(type)\(message.map { ": \($0)" } ?? "")" }

    /// The response: JSON with `Content-Type: application/json; charset=utf-8`.
    public var response: Response {
        Response.json(status: Response.Status(code: status), capacity: 128) { json in
            json.object { json in
                if isBare {
                    json.field("error", type)
                    return
                }
                json.key("error")
                json.object { json in
                    json.field("type", type)
                    if let message { json.field("message", message) }
                }
            }
        }
    }
}
