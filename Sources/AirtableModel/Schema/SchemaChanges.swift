/// A rename or a new description for a table or a field (`PATCH …/tables/{table}` and
/// `PATCH …/tables/{table}/fields/{field}`): what is `nil` stays as it is.
public struct SchemaChanges: Sendable, Hashable {
    public var name: String?
    public var description: String?

    public init(name: String? = nil, description: String? = nil) {
        self.name = name
        self.description = description
    }
}

extension SchemaChanges: JSONObjectModel {
    public var jsonMembers: JSONMembers { [("name", name), ("description", description)] }
}
