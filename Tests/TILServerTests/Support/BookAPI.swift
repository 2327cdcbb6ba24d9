import Basics
import Courier
import Foundation
import TILModels
import Testing

/// The book's test fixtures (`User.create`, `Acronym.create`, `Category.create`) and its logged-in
/// requests, made through the API of the server under test at its API level:
///
/// - chapter 19: users are created by `admin`/`password` with password `password`; an acronym is
///   created by its owner, logged in; other writes log in as `admin`.
/// - chapter 11: nothing logs in; acronym bodies name their owner in `userID`.
struct BookAPI: Sendable {
    let client: TestClient
    let level: APILevel
    /// Tokens of earlier logins by username (tokens never expire), so fixtures log in once per user.
    var tokens = TokenCache()

    /// `POST /api/users/login` with Basic credentials; the token's value.
    func login(_ username: String = "admin", _ password: String = "password") async throws -> String {
        let response = try await client.send(.post, "/api/users/login", headers: .basic(username, password))
        try #require(response.status == 200, "login as \(username): \(response)")
        return try response.decode(Token.self).value
    }

    /// The headers of the book's `sendRequest(…, loggedInRequest: true, loggedInUser:)`: a bearer token
    /// of `user` (or of `admin`) in chapter 19, nothing in chapter 11.
    func loggedIn(as user: User? = nil) async throws -> HTTPHeaders {
        guard level.authEnabled else { return [:] }
        let username = user?.username ?? "admin"
        if let token = tokens[username] { return .bearer(token) }
        let token = try await login(username)
        tokens[username] = token
        return .bearer(token)
    }

    /// `User.create(name:username:)` with password `password`. The default username is a UUID, as in
    /// chapter 19. (Chapter 11's fixture reused `lukes`, which only worked because the chapter 11 schema
    /// had no unique username; ours always has one and answers a duplicate with 409, spec §14.)
    func createUser(name: String = "Luke", username: String? = nil) async throws -> User {
        let username = username ?? UUID().uuidString
        let body = CreateUserData(
            name: name, username: username, password: level.authEnabled ? "password" : nil)
        let response = try await send(.post, "/api/users", body, headers: try await loggedIn())
        try #require(response.status == 200, "create user \(username): \(response)")
        return try response.decode(User.self)
    }

    /// `Acronym.create(short:long:user:)`; a new user owns it when none is given.
    func createAcronym(short: String = "TIL", long: String = "Today I Learned", user: User? = nil)
        async throws -> Acronym
    {
        let owner: User
        if let user { owner = user } else { owner = try await createUser() }
        let body = CreateAcronymData(short: short, long: long, userID: level.authEnabled ? nil : owner.id)
        let response = try await send(.post, "/api/acronyms", body, headers: try await loggedIn(as: owner))
        try #require(response.status == 200, "create acronym \(short): \(response)")
        return try response.decode(Acronym.self)
    }

    /// `Category.create(name:)`.
    func createCategory(name: String = "Random") async throws -> TILModels.Category {
        let response = try await send(
            .post, "/api/categories", TILModels.Category(name: name), headers: try await loggedIn())
        try #require(response.status == 200, "create category \(name): \(response)")
        return try response.decode(TILModels.Category.self)
    }

    /// `POST /api/acronyms/:acronymID/categories/:categoryID`, expecting `201`.
    func attach(_ acronym: Acronym, to category: TILModels.Category) async throws {
        let response = try await client.send(
            .post, "/api/acronyms/\(try #require(acronym.id))/categories/\(try #require(category.id))",
            headers: try await loggedIn())
        try #require(response.status == 201, "attach: \(response)")
    }

    /// Sends `body` encoded by a default `JSONEncoder`, with `Content-Type: application/json`.
    func send(_ method: HTTPMethod, _ target: String, _ body: some Encodable, headers: HTTPHeaders = [:])
        async throws -> TILResponse
    {
        var headers = headers
        headers["Content-Type"] = "application/json"
        return try await client.send(method, target, headers: headers, body: try JSONEncoder().encode(body))
    }

    /// `GET` and decode, requiring `200`.
    func get<T: Decodable>(_ type: T.Type, _ target: String) async throws -> T {
        let response = try await client.get(target)
        try #require(response.status == 200, "\(response)")
        return try response.decode(T.self)
    }
}

/// Token values by username, shared by the copies of one server's `BookAPI`.
final class TokenCache: @unchecked Sendable {  // safe: `values` is only touched under `lock`
    private let lock = NSLock()
    private var values: [String: String] = [:]

    subscript(username: String) -> String? {
        get { lock.withLock { values[username] } }
        set { lock.withLock { values[username] = newValue } }
    }
}
