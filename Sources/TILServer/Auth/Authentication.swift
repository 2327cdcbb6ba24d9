import Foundation
import HTTPServer
import TILModels

/// The user a bearer token identified, stored on the request for handlers.
enum AuthenticatedUser: StorageKey {
    typealias Value = User
}

/// Requires `Authorization: Bearer <token>` naming a live token, as the book's
/// `Token.authenticator()` + `User.guardMiddleware()` pair does: otherwise
/// `401 {"error":true,"reason":"User not authenticated."}` (no `WWW-Authenticate`).
struct RequireToken: Middleware {
    let tokens: TokenStore

    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        guard let value = request.bearerToken, let user = try tokens.user(for: value) else {
            throw HTTPError(.unauthorized, reason: "User not authenticated.")
        }
        var request = request
        request.storage[AuthenticatedUser.self] = user
        return try next(request)
    }
}

extension Request {
    /// The caller, set by ``RequireToken``.
    func authenticatedUser() throws(HTTPError) -> User {
        guard let user = storage[AuthenticatedUser.self] else {
            throw HTTPError(.unauthorized, reason: "User not authenticated.")
        }
        return user
    }

    /// The caller's id, set by ``RequireToken``.
    func authenticatedUserID() throws(HTTPError) -> UUID {
        guard let id = try authenticatedUser().id else {
            throw HTTPError(.unauthorized, reason: "User not authenticated.")
        }
        return id
    }
}
