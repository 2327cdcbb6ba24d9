import Basics
import Foundation
import SQL

/// The TIL schema, in the order the book's migrations run (`CreateUser` … `CreateAdminUser`).
///
/// Every table has an integer `seq` column: lists are ordered by it so that they come back in
/// insertion order on SQLite and PostgreSQL alike (the book's tests rely on that order).
/// Column names are snake_case; JSON keys are the models' property names, as in the book.
public enum TILMigrations {
    /// All migrations; `admin` describes the seeded administrator (the book's `admin`/`password`).
    /// Pass `nil` for the chapter 11 API, which has no seeded user (spec §1); a later start with
    /// authentication on seeds the admin then, as a pending migration.
    public static func all(admin: AdminSeed?) -> [Migration] {
        [
            createUser, createAcronym, createCategory, createAcronymCategoryPivot, createToken,
            indexLongTexts,
            composeUsernames,
        ] + (admin.map { [createAdminUser($0)] } ?? [])
    }

    static let createUser = Migration(name: "CreateUser") { connection, dialect in
        try connection.execute(
            """
            CREATE TABLE users (
                seq \(dialect.autoIncrementPrimaryKey),
                id \(dialect.uuidType) NOT NULL UNIQUE,
                name TEXT NOT NULL,
                username TEXT NOT NULL UNIQUE,
                password_hash TEXT
            )
            """)
    }

    static let createAcronym = Migration(name: "CreateAcronym") { connection, dialect in
        try connection.execute(
            """
            CREATE TABLE acronyms (
                seq \(dialect.autoIncrementPrimaryKey),
                id \(dialect.uuidType) NOT NULL UNIQUE,
                short TEXT NOT NULL,
                long TEXT NOT NULL,
                user_id \(dialect.uuidType) NOT NULL REFERENCES users (id)
            )
            """)
        try connection.execute("CREATE INDEX acronyms_user_id ON acronyms (user_id)")
        try connection.execute("CREATE INDEX acronyms_short ON acronyms (short)")
        try connection.execute("CREATE INDEX acronyms_long ON acronyms (long)")
    }

    static let createCategory = Migration(name: "CreateCategory") { connection, dialect in
        try connection.execute(
            """
            CREATE TABLE categories (
                seq \(dialect.autoIncrementPrimaryKey),
                id \(dialect.uuidType) NOT NULL UNIQUE,
                name TEXT NOT NULL
            )
            """)
    }

    /// A pair can be attached once only: attaching it again keeps the one link (spec §14).
    static let createAcronymCategoryPivot = Migration(name: "CreateAcronymCategoryPivot") {
        connection, dialect in
        try connection.execute(
            """
            CREATE TABLE acronym_category_pivot (
                seq \(dialect.autoIncrementPrimaryKey),
                id \(dialect.uuidType) NOT NULL UNIQUE,
                acronym_id \(dialect.uuidType) NOT NULL REFERENCES acronyms (id) ON DELETE CASCADE,
                category_id \(dialect.uuidType) NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
                UNIQUE (acronym_id, category_id)
            )
            """)
        try connection.execute("CREATE INDEX pivot_category_id ON acronym_category_pivot (category_id)")
    }

    /// Tokens are stored as SHA-256 digests: a copy of the database does not hand out live tokens.
    static let createToken = Migration(name: "CreateToken") { connection, dialect in
        try connection.execute(
            """
            CREATE TABLE tokens (
                seq \(dialect.autoIncrementPrimaryKey),
                id \(dialect.uuidType) NOT NULL UNIQUE,
                value_sha256 TEXT NOT NULL UNIQUE,
                user_id \(dialect.uuidType) NOT NULL REFERENCES users (id) ON DELETE CASCADE
            )
            """)
    }

    /// PostgreSQL only: a B-tree index entry must fit in a third of a page (about 2.7 kB after
    /// compression), so saving a long acronym or username failed with a 500. Equality lookups move to
    /// hash indexes, which take any length, and usernames stay unique through a unique index on their
    /// MD5 digest (a short, fixed-size key; a collision could at worst refuse a name with 409).
    /// SQLite's indexes have no such limit.
    static let indexLongTexts = Migration(name: "IndexLongTexts") { connection, dialect in
        guard dialect == .postgres else { return }
        try connection.execute("DROP INDEX acronyms_short")
        try connection.execute("DROP INDEX acronyms_long")
        try connection.execute("CREATE INDEX acronyms_short ON acronyms USING hash (short)")
        try connection.execute("CREATE INDEX acronyms_long ON acronyms USING hash (long)")
        try connection.execute("ALTER TABLE users DROP CONSTRAINT users_username_key")
        try connection.execute("CREATE UNIQUE INDEX users_username_digest ON users (md5(username))")
        try connection.execute("CREATE INDEX users_username ON users USING hash (username)")
    }

    /// Usernames saved before they were kept composed (``Username``) are composed, so that every
    /// username is found by its composed spelling and a new user cannot take one in another form.
    /// One whose composed spelling another user already has (two users saved in two forms) is left
    /// as it is: neither can be renamed unasked.
    static let composeUsernames = Migration(name: "ComposeUsernames") { connection, _ in
        let users = try connection.query("SELECT id, username FROM users").map {
            (id: try $0.decode("id", as: UUID.self), username: try $0.decode("username", as: String.self))
        }
        // By their bytes: Swift's `==` already takes two forms of one text as equal.
        var taken = Set(users.map { Array($0.username.utf8) })
        for user in users {
            let composed = Array(Username.canonical(user.username).utf8)
            guard composed != Array(user.username.utf8), !taken.contains(composed) else { continue }
            _ = try connection.execute(
                "UPDATE users SET username = $1 WHERE id = $2", [Username.canonical(user.username), user.id])
            taken.insert(composed)
        }
    }

    static func createAdminUser(_ admin: AdminSeed) -> Migration {
        Migration(name: "CreateAdminUser") { connection, _ in
            let hash = try BCrypt.hash(admin.password, cost: admin.bcryptCost)
            try connection.execute(
                "INSERT INTO users (id, name, username, password_hash) VALUES ($1, $2, $3, $4)",
                [admin.id, "Admin", "admin", hash])
        }
    }
}

/// The administrator the server creates in a new database, so that a fresh system can log in and
/// create users (creating a user needs a token).
public struct AdminSeed: Sendable {
    public var id: UUID
    public var password: String
    public var bcryptCost: Int

    /// - Parameter password: the book's default is `password`; set `TIL_ADMIN_PASSWORD` in production.
    public init(id: UUID = UUID(), password: String = "password", bcryptCost: Int = BCrypt.defaultCost) {
        self.id = id
        self.password = password
        self.bcryptCost = bcryptCost
    }
}

extension AdminSeed: SecretHolding {
    public var description: String {
        "AdminSeed(id: \(id), password: \(secretMask), bcryptCost: \(bcryptCost))"
    }
}
