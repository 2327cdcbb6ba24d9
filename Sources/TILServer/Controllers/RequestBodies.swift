import Foundation
import HTTPServer
import SQL

// What the routes accept, decoded as the book's server decodes them. Unknown keys are ignored;
// a client `id` is honoured for users and categories (whole-model decoding) but not for acronyms.

/// A request body whose text fields are checked after decoding.
protocol CheckedBody: Decodable {
    /// The text fields that are stored or looked up. None may contain a NUL character: PostgreSQL
    /// cannot store one (SQLite could), so refusing it keeps both backends alike. (Passwords are only
    /// hashed; `PasswordPolicy` refuses NULs in them.)
    var texts: [String] { get }
}

/// `{"short","long"}` — chapter 19 acronym bodies (the owner is the caller).
struct AcronymBody: CheckedBody {
    let short: String
    let long: String
    var texts: [String] { [short, long] }
}

/// `{"short","long","userID"}` — chapter 11 acronym bodies.
struct OwnedAcronymBody: CheckedBody {
    let short: String
    let long: String
    let userID: UUID
    var texts: [String] { [short, long] }
}

/// `{"id"?,"name","username","password"}` — `password` is required when authentication is on.
struct UserBody: CheckedBody {
    let id: UUID?
    let name: String
    let username: String
    let password: String?
    var texts: [String] { [name, username] }
}

/// `{"id"?,"name"}`
struct CategoryBody: CheckedBody {
    let id: UUID?
    let name: String
    var texts: [String] { [name] }
}

extension Request {
    /// One decoder for every request body (decoding with it is thread-safe).
    static let bodyDecoder = JSONDecoder()

    /// Decodes the body with the server's shared decoder; a NUL in a text field is `400 Bad Request`.
    func body<T: CheckedBody>(_ type: T.Type) throws(HTTPError) -> T {
        let body = try decode(type, decoder: Self.bodyDecoder)
        guard !body.texts.contains(where: { $0.contains("\0") }) else {
            throw HTTPError(.badRequest, reason: "Text must not contain NUL characters.")
        }
        return body
    }

    /// The UUID in route parameter `name`. A malformed id is `404 Not Found`, as in the book
    /// (the parameter converts to nil and the lookup finds nothing).
    func id(_ name: String) throws(HTTPError) -> UUID {
        guard let text = parameters[name], let id = UUID(parsing: text) else { throw HTTPError(.notFound) }
        return id
    }
}

extension Optional {
    /// The value, or `404 Not Found`.
    func orNotFound() throws(HTTPError) -> Wrapped {
        guard let self else { throw HTTPError(.notFound) }
        return self
    }
}
