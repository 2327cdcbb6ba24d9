import Basics

/// A value of the model that is one JSON object, listing its members in the order Airtable writes
/// them. The one list serves both writers: `JSONWriter` (airtable-local's answers and stored schemas)
/// and `Encodable` (the client's request bodies, the apps' schema files), so they cannot disagree.
public protocol JSONObjectModel: JSONWritable, Encodable {
    /// The members in order; a member whose value is `nil` is left out.
    var jsonMembers: JSONMembers { get }
}

/// An object's members: names, and values both writers take (text, numbers, `JSONValue`, model values
/// and arrays of them), or `nil` to leave a member out.
public typealias JSONMembers = [(name: String, value: (any JSONWritable & Encodable)?)]

extension JSONObjectModel {
    public func write(to json: inout JSONWriter) {
        json.object { json in
            for case (let name, let value?) in jsonMembers { json.field(name, value) }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: MemberName.self)
        for case (let name, let value?) in jsonMembers {
            try container.encode(value, forKey: MemberName(name))
        }
    }
}

extension JSONObjectModel {
    /// The value as parsed JSON, for a store that keeps JSON values (airtable-local's cells). What
    /// `JSONWriter` writes always parses; `null` stands for what could not.
    public var jsonValue: JSONValue { (try? JSONValue.parse(Array(jsonText.utf8))) ?? .null }
}

/// A member's name as a coding key.
private struct MemberName: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ name: String) { stringValue = name }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

extension Optional where Wrapped: JSONWritable & Encodable {
    /// The member written as `null` when absent, rather than left out (a `nil` in ``JSONMembers``
    /// leaves it out), for the members Airtable always writes.
    public var orNull: any JSONWritable & Encodable { self }
}
