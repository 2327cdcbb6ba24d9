import Foundation
import SQL
import TILModels

/// Acronyms in the database. Lists come back in insertion order unless sorted.
public struct AcronymStore: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    public func find(_ id: UUID) throws -> Acronym? {
        try database.queryFirst(Self.byID, [id]).map(Acronym.init)
    }

    /// Hands the row of acronym `id` (columns as ``Acronym/columns``) to `body`, read in place; whether
    /// there was one. The by-id route writes its JSON from it, as the lists do.
    public func withRow(_ id: UUID, _ body: (SQLRawRow) throws -> Void) throws -> Bool {
        var found = false
        try database.read {
            try $0.forEachRow(Self.byID, [id]) { row in
                found = true
                try body(row)
            }
        }
        return found
    }

    private static let byID = "SELECT \(Acronym.columns) FROM acronyms a WHERE a.id = $1"

    public func first() throws -> Acronym? {
        try database.queryFirst("SELECT \(Acronym.columns) FROM acronyms a ORDER BY a.seq LIMIT 1").map(
            Acronym.init)
    }

    /// Hands each acronym of `list`, in its order, to `body` as a row read in place (columns as
    /// ``Acronym/columns``): list routes write these straight into their JSON, without building an
    /// `Acronym` value for each row first.
    public func forEach(in list: AcronymList, _ body: (SQLRawRow) throws -> Void) throws {
        let (sql, binds) = list.query
        try database.read { try $0.forEachRow(sql, binds, body) }
    }

    /// The acronyms of `list`, as values.
    public func list(_ list: AcronymList) throws -> [Acronym] {
        let (sql, binds) = list.query
        return try database.query(sql, binds).map(Acronym.init)
    }

    /// Saves a new acronym. An unknown `userID` is a ``StoreError/unknownReference(_:)``.
    public func create(short: String, long: String, userID: UUID) throws -> Acronym {
        let acronym = Acronym(id: UUID(), short: short, long: long, userID: userID)
        do {
            try database.execute(
                "INSERT INTO acronyms (id, short, long, user_id) VALUES ($1, $2, $3, $4)",
                [acronym.id, short, long, userID])
        } catch {
            throw StoreError.map(
                error, conflict: "The acronym already exists", unknownReference: "The user does not exist")
        }
        return acronym
    }

    /// Replaces `short`, `long` and the owner; `nil` when there is no such acronym.
    public func update(_ id: UUID, short: String, long: String, userID: UUID) throws -> Acronym? {
        let changed: Int
        do {
            changed = try database.execute(
                "UPDATE acronyms SET short = $2, long = $3, user_id = $4 WHERE id = $1",
                [id, short, long, userID])
        } catch {
            throw StoreError.map(
                error, conflict: "The acronym already exists", unknownReference: "The user does not exist")
        }
        return changed == 0 ? nil : Acronym(id: id, short: short, long: long, userID: userID)
    }

    /// Deletes an acronym and its category links; `false` when there was none.
    public func delete(_ id: UUID) throws -> Bool {
        try database.execute("DELETE FROM acronyms WHERE id = $1", [id]) > 0
    }
}

/// The lists of acronyms the API serves.
public enum AcronymList: Sendable {
    /// Every acronym, in insertion order.
    case all
    /// Every acronym sorted by `short` in the database's collation.
    case sorted
    /// Exact, case-sensitive matches on `short` or `long`, as the book's search.
    case search(String)
    /// A user's acronyms.
    case owned(by: UUID)
    /// The acronyms filed under a category, in attach order.
    case inCategory(UUID)

    var query: (sql: String, binds: [any SQLValueConvertible]) {
        switch self {
        case .all:
            ("SELECT \(Acronym.columns) FROM acronyms a ORDER BY a.seq", [])
        case .sorted:
            ("SELECT \(Acronym.columns) FROM acronyms a ORDER BY a.short, a.seq", [])
        case .search(let term):
            (
                "SELECT \(Acronym.columns) FROM acronyms a WHERE a.short = $1 OR a.long = $1 ORDER BY a.seq",
                [term]
            )
        case .owned(let userID):
            (
                "SELECT \(Acronym.columns) FROM acronyms a WHERE a.user_id = $1 ORDER BY a.seq",
                [userID]
            )
        case .inCategory(let categoryID):
            (
                """
                SELECT \(Acronym.columns) FROM acronym_category_pivot p JOIN acronyms a ON a.id = p.acronym_id
                WHERE p.category_id = $1 ORDER BY p.seq
                """, [categoryID]
            )
        }
    }
}
