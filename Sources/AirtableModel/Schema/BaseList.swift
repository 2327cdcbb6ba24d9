import Basics

/// One page of `GET /v0/meta/bases`: `{"bases":[…],"offset":"…"}`, the offset there while more
/// bases follow (sent back as `?offset=` for the next page).
public struct BaseList: Sendable, Hashable {
    public var bases: [BaseSummary]
    public var offset: String?

    public init(bases: [BaseSummary], offset: String? = nil) {
        self.bases = bases
        self.offset = offset
    }
}

extension BaseList: JSONObjectModel, JSONReadable {
    public init(json: JSONValue) throws(SchemaError) {
        guard let bases = json["bases"]?.arrayValue else { throw SchemaError("a base list needs \"bases\"") }
        self.init(bases: try bases.map(BaseSummary.init(json:)), offset: json["offset"]?.stringValue)
    }

    public var jsonMembers: JSONMembers { [("bases", bases), ("offset", offset)] }
}
