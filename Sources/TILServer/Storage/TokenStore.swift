import Basics
import Foundation
import SQL
import TILModels

/// API tokens. Only a SHA-256 digest of each value is stored; the value itself exists in the login
/// response only.
public struct TokenStore: Sendable {
    let database: any Database

    public init(database: any Database) { self.database = database }

    /// Creates a new token for a user (every login does, as in the book) and returns it with its value.
    public func issue(for userID: UUID) throws -> Token {
        let token = Token(id: UUID(), value: TokenGenerator.make(), userID: userID)
        try database.execute(
            "INSERT INTO tokens (id, value_sha256, user_id) VALUES ($1, $2, $3)",
            [token.id, SHA256.hex(token.value), userID])
        return token
    }

    /// Deletes the token with this value, so that it opens nothing from now on (a logout). A value that
    /// names no token deletes nothing.
    public func revoke(_ value: String) throws {
        try database.execute("DELETE FROM tokens WHERE value_sha256 = $1", [SHA256.hex(value)])
    }

    /// Deletes every token of the user, so that none of their logins opens anything from now on (a
    /// logout everywhere, after a device is lost).
    public func revokeAll(of userID: UUID) throws {
        try database.execute("DELETE FROM tokens WHERE user_id = $1", [userID])
    }

    /// The user a token value belongs to, or `nil`. The digest is looked up by index and then compared
    /// in constant time.
    public func user(for value: String) throws -> User? {
        let digest = SHA256.hex(value)
        guard
            let row = try database.queryFirst(
                """
                SELECT \(User.columns), t.value_sha256 FROM tokens t JOIN users u ON u.id = t.user_id
                WHERE t.value_sha256 = $1
                """, [digest])
        else { return nil }
        let stored: String = try row.decode("value_sha256")
        guard ConstantTime.equals(Array(stored.utf8), Array(digest.utf8)) else { return nil }
        return try User(row: row)
    }
}
