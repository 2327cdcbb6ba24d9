import Basics

/// What ``InProcessAirtable/call(_:_:_:token:)`` got back: status, content type, body and headers, with
/// the readings tests ask for most.
public struct AirtableReply: Sendable {
    public let status: Int
    public let contentType: String?
    public let body: [UInt8]
    /// Every header field of the answer.
    public let headers: HTTPHeaders

    public init(status: Int, contentType: String?, body: [UInt8], headers: HTTPHeaders = [:]) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    public var text: String { String(decoding: body, as: UTF8.self) }
    public var json: JSONValue? { try? JSONValue.parse(body) }
    /// `error.type`, or the bare error string (`{"error":"NOT_FOUND"}`).
    public var errorType: String? { json?["error"]?["type"]?.stringValue ?? json?["error"]?.stringValue }
    public var records: [JSONValue] { json?["records"]?.arrayValue ?? [] }
    /// The records' `Name` cells, in order.
    public var names: [String] { records.compactMap { $0["fields"]?["Name"]?.stringValue } }
}
