import Foundation
import SQL
import TILModels

/// Users in the database. Password hashes never leave this type except for verification.
public struct UserStore: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    public func all() throws -> [User] {
        try database.query("SELECT \(User.columns) FROM users u ORDER BY u.seq", []).map(User.init)
    }

    public func find(_ id: UUID) throws -> User? {
        try database.queryFirst("SELECT \(User.columns) FROM users u WHERE u.id = $1", [id]).map(
            User.init)
    }

    /// The user and their password hash (`nil` for users created without a password).
    public func credentials(username: String) throws -> (user: User, passwordHash: String?)? {
        guard
            let row = try database.queryFirst(
                "SELECT \(User.columns), u.password_hash FROM users u WHERE u.username = $1", [username])
        else { return nil }
        return (try User(row: row), try row.decode("password_hash", as: String?.self))
    }

    /// Replaces the password hash of user `id` (the same password, hashed at another cost).
    public func replacePasswordHash(of id: UUID, with passwordHash: String) throws {
        try database.execute("UPDATE users SET password_hash = $1 WHERE id = $2", [passwordHash, id])
    }

    /// Saves a new user; `id` is honoured when given (as the book's whole-model decoding does).
    /// A taken username or id is a ``StoreError/conflict(_:)``.
    public func create(id: UUID?, name: String, username: String, passwordHash: String?) throws -> User {
        let user = User(id: id ?? UUID(), name: name, username: username)
        do {
            try database.execute(
                "INSERT INTO users (id, name, username, password_hash) VALUES ($1, $2, $3, $4)",
                [user.id, name, username, passwordHash])
        } catch {
            throw StoreError.map(error, conflict: "A user with this username or id already exists")
        }
        return user
    }
}
