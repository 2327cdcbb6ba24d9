/// A schema that cannot be read (a schema file, a stored schema, a Metadata API body), and why.
public struct SchemaError: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
