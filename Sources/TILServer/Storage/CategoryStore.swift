import Foundation
import SQL
import TILModels

/// Categories and their links to acronyms.
public struct CategoryStore: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    public func all() throws -> [TILModels.Category] {
        try database.query("SELECT \(Category.columns) FROM categories c ORDER BY c.seq", []).map(
            Category.init)
    }

    public func find(_ id: UUID) throws -> TILModels.Category? {
        try database.queryFirst("SELECT \(Category.columns) FROM categories c WHERE c.id = $1", [id])
            .map(
                Category.init)
    }

    /// Categories an acronym is filed under, in attach order.
    public func of(acronym acronymID: UUID) throws -> [TILModels.Category] {
        try database.query(
            """
            SELECT \(Category.columns) FROM acronym_category_pivot p JOIN categories c ON c.id = p.category_id
            WHERE p.acronym_id = $1 ORDER BY p.seq
            """, [acronymID]
        ).map(Category.init)
    }

    /// Saves a category; `id` is honoured when given. Duplicate names are allowed, as in the book.
    public func create(id: UUID?, name: String) throws -> TILModels.Category {
        let category = Category(id: id ?? UUID(), name: name)
        do {
            try database.execute("INSERT INTO categories (id, name) VALUES ($1, $2)", [category.id, name])
        } catch {
            throw StoreError.map(error, conflict: "A category with this id already exists")
        }
        return category
    }

    /// Files an acronym under a category; attaching a pair twice keeps one link. Either one deleted
    /// meanwhile (after the route found it) is ``StoreError/gone``.
    public func attach(acronym acronymID: UUID, category categoryID: UUID) throws {
        do {
            try database.execute(
                """
                INSERT INTO acronym_category_pivot (id, acronym_id, category_id) VALUES ($1, $2, $3)
                ON CONFLICT (acronym_id, category_id) DO NOTHING
                """, [UUID(), acronymID, categoryID])
        } catch {
            throw StoreError.map(error, conflict: "Already attached")
        }
    }

    /// Removes every link between the pair (none is fine).
    public func detach(acronym acronymID: UUID, category categoryID: UUID) throws {
        try database.execute(
            "DELETE FROM acronym_category_pivot WHERE acronym_id = $1 AND category_id = $2",
            [acronymID, categoryID])
    }
}
