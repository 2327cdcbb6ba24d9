import Basics

/// A value of the model read from parsed JSON by ``init(json:)``, which is also how it decodes, so a
/// client decoding an answer and airtable-local reading a schema file apply the same rules.
public protocol JSONReadable: Decodable {
    init(json: JSONValue) throws(SchemaError)
}

extension JSONReadable {
    public init(from decoder: any Decoder) throws {
        try self.init(json: JSONValue(from: decoder))
    }
}
