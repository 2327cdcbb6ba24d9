extension JSONValue {
    /// Parses JSON text (RFC 8259) in one pass; throws for text that is not JSON, saying where
    /// (see `JSONParser`).
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try JSONParser.parse(bytes)
    }
}
