import Foundation
import HTTPServer
import SQL

// What the routes accept, decoded as the book's server decodes them. Unknown keys are ignored;
// a client `id` is honoured for users and categories (whole-model decoding) but not for acronyms.

/// `{"short","long"}` — chapter 19 acronym bodies (the owner is the caller).
struct AcronymBody: Decodable {
    let short: String
    let long: String
}

/// `{"short","long","userID"}` — chapter 11 acronym bodies.
struct OwnedAcronymBody: Decodable {
    let short: String
    let long: String
    let userID: UUID
}

/// `{"id"?,"name","username","password"}` — `password` is required when authentication is on.
struct UserBody: Decodable {
    let id: UUID?
    let name: String
    let username: String
    let password: String?
}

/// `{"id"?,"name"}`
struct CategoryBody: Decodable {
    let id: UUID?
    let name: String
}

extension Request {
    /// One decoder for every request body (decoding with it is thread-safe).
    static let bodyDecoder = JSONDecoder()

    /// Decodes the body with the server's shared decoder.
    func body<T: Decodable>(_ type: T.Type) throws(HTTPError) -> T {
        try decode(type, decoder: Self.bodyDecoder)
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
