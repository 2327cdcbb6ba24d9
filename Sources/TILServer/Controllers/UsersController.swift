import Foundation
import HTTPServer
import TILModels

/// `/api/users`: list, read, create, a user's acronyms, login (Basic credentials → token), logout,
/// and logout everywhere.
struct UsersController {
    let context: TILContext

    func register(on router: inout Router) {
        router.group("api/users") { users in
            users.get("") { _ in .json(try context.users.all()) }
            users.get(":userID") { .json(try context.users.find(try $0.id("userID")).orNotFound()) }
            users.get(":userID/acronyms") { try acronyms(of: $0) }
            if context.authEnabled {
                users.post("login") { try login($0) }
            }
        }
        router.group("api/users", middleware: context.writeGuard) { users in
            users.post("") { try create($0) }
            if context.authEnabled {
                users.post("logout") { try logout($0) }
                users.post("logout/all") { try logoutEverywhere($0) }
            }
        }
    }

    private func acronyms(of request: Request) throws -> Response {
        let id = try request.id("userID")
        _ = try context.users.find(id).orNotFound()
        return try context.acronyms.jsonResponse(.owned(by: id))
    }

    /// `200` with the user (never the password). With auth on a password is required and stored as a
    /// bcrypt hash, and a username must be one a login can send; a taken username is `409 Conflict`
    /// (the book answers 500).
    private func create(_ request: Request) throws -> Response {
        let body = try request.body(UserBody.self)
        var hash: String?
        if context.authEnabled {
            if let problem = Username.loginProblem(body.username) {
                throw HTTPError(.badRequest, reason: problem)
            }
            guard let password = body.password else {
                throw HTTPError(.badRequest, reason: "No such key 'password' at path ''.")
            }
            hash = try context.passwords.hash(password)
        }
        let user = try context.users.create(
            id: body.id, name: body.name, username: Username.canonical(body.username), passwordHash: hash)
        return .json(user)
    }

    /// `POST /api/users/login` with `Authorization: Basic …`: a new token for every login, or
    /// `401 Unauthorized` for wrong or missing credentials.
    private func login(_ request: Request) throws -> Response {
        guard let credentials = request.basicCredentials else { throw HTTPError(.unauthorized) }
        let throttle = context.loginThrottle
        let address = request.remoteAddress
        let username = Username.canonical(credentials.username)
        if let wait = throttle.acquire(address: address, username: username) {
            throw LoginThrottle.refusal(wait: wait)
        }
        // No username has a NUL (bodies refuse it, and PostgreSQL cannot take one): an unknown user.
        let account: (user: User, passwordHash: String?)?
        do {
            account = username.contains("\0") ? nil : try context.users.credentials(username: username)
        } catch {
            // The database failed, not the password: the attempt is given back.
            throttle.refund(address: address, username: username)
            throw error
        }
        guard context.passwords.verify(credentials.password, hash: account?.passwordHash),
            let userID = account?.user.id
        else { throw HTTPError(.unauthorized) }
        throttle.refund(address: address, username: username)
        if let hash = account?.passwordHash, context.passwords.isOutdated(hash),
            let renewed = try? context.passwords.hash(credentials.password)
        {
            // Best effort: the login stands whether or not the new hash is saved.
            try? context.users.replacePasswordHash(of: userID, with: renewed)
        }
        return .json(try context.tokens.issue(for: userID))
    }

    /// `POST /api/users/logout` with `Authorization: Bearer …`: revokes that token (`204`), so that a
    /// person who logs out leaves nothing usable behind; the user's other logins keep working. The
    /// book's server has no such route, and its tokens never expire.
    private func logout(_ request: Request) throws -> Response {
        guard let value = request.bearerToken else {
            throw HTTPError(.unauthorized, reason: "User not authenticated.")
        }
        try context.tokens.revoke(value)
        return .empty(status: .noContent)
    }

    /// `POST /api/users/logout/all` with `Authorization: Bearer …`: revokes every token of the user
    /// it belongs to (`204`), the logins on other devices too, such as one that was lost.
    private func logoutEverywhere(_ request: Request) throws -> Response {
        try context.tokens.revokeAll(of: try request.authenticatedUserID())
        return .empty(status: .noContent)
    }
}
