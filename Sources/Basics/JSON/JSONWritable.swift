import Foundation

/// A value that writes itself as JSON with a `JSONWriter`; see `JSONWriter` for an example.
///
/// `Response.json(_:)` takes any `JSONWritable`, including arrays and optionals of them.
public protocol JSONWritable {
    /// Writes exactly one JSON value (an object, array, string, number, boolean or `null`).
    func write(to json: inout JSONWriter)
}

extension JSONWritable {
    /// The value as compact JSON text.
    public var jsonText: String {
        var json = JSONWriter()
        write(to: &json)
        return String(decoding: json.bytes, as: UTF8.self)
    }
}

extension String: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(self) }
}

extension Int: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(self) }
}

extension Int64: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(self) }
}

extension Double: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(self) }
}

extension Bool: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(self) }
}

/// Written in upper case (`62CA2F5C-E991-…`), as Foundation's `JSONEncoder` and Vapor write UUIDs.
extension UUID: JSONWritable {
    public func write(to json: inout JSONWriter) { json.value(self) }
}

/// `nil` is written as `null`.
extension Optional: JSONWritable where Wrapped: JSONWritable {
    public func write(to json: inout JSONWriter) {
        switch self {
        case .some(let value): value.write(to: &json)
        case .none: json.null()
        }
    }
}

extension Array: JSONWritable where Element: JSONWritable {
    public func write(to json: inout JSONWriter) { json.array(self) }
}

/// Members are written in the dictionary's (unspecified) order.
extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            for (name, value) in self { json.field(name, value) }
        }
    }
}
