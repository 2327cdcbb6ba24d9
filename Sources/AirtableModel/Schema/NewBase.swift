/// A base as creation describes it (`POST /v0/meta/bases`): its name, the `wsp…` workspace it goes
/// in, and at least one table, each as ``NewTable`` (its first field the primary one).
public struct NewBase: Sendable, Hashable {
    public var name: String
    public var workspaceID: String
    public var tables: [NewTable]

    public init(name: String, workspaceID: String, tables: [NewTable]) {
        self.name = name
        self.workspaceID = workspaceID
        self.tables = tables
    }
}

extension NewBase: JSONObjectModel {
    public var jsonMembers: JSONMembers {
        [("name", name), ("workspaceId", workspaceID), ("tables", tables)]
    }
}
