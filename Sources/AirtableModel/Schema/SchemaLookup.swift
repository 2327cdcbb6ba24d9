/// The one rule for finding a table of a base, or a field of a table, by what a request calls it:
/// **its id, else its exact name** (`fld…`/`tbl…` ids and names are accepted wherever Airtable takes
/// either). Names are compared exactly, as Airtable's records API compares them, so `{"fields":
/// {"name": …}}` is not a field called `Name`.
///
/// Airtable keeps names unique ignoring case, though: it refuses a new field `name` beside `Name`.
/// So whether a name is taken, and which table or field an app's declaration already has under
/// another spelling, is asked with ``position(clashingWith:)``, which ignores case; and a table named
/// in a request's path is found that way too when neither its id nor its exact name is given, as
/// Airtable's Web API finds it.
///
/// Built once, it answers in constant time (airtable-local keeps one per table for every request);
/// built from a schema read once, it is the same rule for clients.
public struct SchemaLookup: Sendable, Hashable {
    private var byID: [String: Int] = [:]
    private var byName: [String: Int] = [:]
    private var byFoldedName: [String: Int] = [:]

    /// Indexes entries by id and name; where two share one, the first wins.
    public init(ids: [String], names: [String]) {
        for (position, id) in ids.enumerated() where byID[id] == nil { byID[id] = position }
        for (position, name) in names.enumerated() {
            if byName[name] == nil { byName[name] = position }
            if byFoldedName[Self.folded(name)] == nil { byFoldedName[Self.folded(name)] = position }
        }
    }

    /// The position of the entry with id `idOrName`, else of the one named exactly `idOrName`.
    public func position(of idOrName: String) -> Int? {
        byID[idOrName] ?? byName[idOrName]
    }

    /// The position of the entry with id `id`.
    public func position(ofID id: String) -> Int? { byID[id] }

    /// The position of the entry whose name is `name` ignoring case: the one a new entry named
    /// `name` would clash with.
    public func position(clashingWith name: String) -> Int? { byFoldedName[Self.folded(name)] }

    private static func folded(_ name: String) -> String { name.lowercased() }
}

/// What a base or a table holds and requests name by id or by name: a table, a field, a view.
public protocol SchemaElement {
    var id: String { get }
    var name: String { get }
}

extension Array where Element: SchemaElement {
    /// The elements, indexed by ``SchemaLookup``'s rule.
    public var lookup: SchemaLookup { SchemaLookup(ids: map(\.id), names: map(\.name)) }

    /// The element with id `idOrName`, else the one named exactly `idOrName`.
    public func first(idOrName: String) -> Element? { lookup.position(of: idOrName).map { self[$0] } }

    /// The element a new one named `name` would clash with: the one so named, ignoring case.
    public func first(clashingWith name: String) -> Element? {
        lookup.position(clashingWith: name).map { self[$0] }
    }
}
