/// A table as creation describes it (`POST /v0/meta/bases/{base}/tables`). The first field becomes
/// the primary one and must be a type that can be primary (text, number, date, formula…).
public struct NewTable: Sendable, Hashable {
    public var name: String
    public var description: String?
    public var fields: [NewField]

    public init(name: String, description: String? = nil, fields: [NewField]) {
        self.name = name
        self.description = description
        self.fields = fields
    }
}

extension NewTable: JSONObjectModel {
    public var jsonMembers: JSONMembers {
        [("name", name), ("description", description), ("fields", fields)]
    }
}
