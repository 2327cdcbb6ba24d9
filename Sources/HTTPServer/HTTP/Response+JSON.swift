import Basics
import Foundation

extension Response {
    /// A JSON response written by `JSONWriter`: the fast path for hot routes.
    public static func json(_ value: some JSONWritable, status: Status = .ok) -> Response {
        var json = JSONWriter()
        value.write(to: &json)
        return Response(status: status, headers: ["content-type": jsonContentType], body: json.bytes)
    }

    /// A JSON response encoded by `JSONEncoder`, for types that do not conform to `JSONWritable`.
    ///
    /// `JSONEncoder` does more work than `JSONWriter`: this suits rarely used routes, `json(_:)` hot
    /// ones.
    public static func json(
        encodable value: some Encodable, status: Status = .ok, encoder: JSONEncoder = JSONEncoder()
    ) throws -> Response {
        let data = try encoder.encode(value)
        return Response(status: status, headers: ["content-type": jsonContentType], body: Array(data))
    }
}

extension Response {
    /// A JSON response written in place by `write`, for bodies streamed from a source (such as
    /// database rows) without building values first.
    public static func json(
        status: Status = .ok, capacity: Int = 4096, writing write: (inout JSONWriter) throws -> Void
    ) rethrows -> Response {
        var json = JSONWriter(capacity: capacity)
        try write(&json)
        return Response(status: status, headers: ["content-type": jsonContentType], body: json.bytes)
    }
}
