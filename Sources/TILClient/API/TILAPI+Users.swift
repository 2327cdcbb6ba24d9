import Courier
import Foundation
import TILModels

extension TILAPI {
    /// `/api/users`: users, their acronyms, and logging in and out.
    public enum Users {
        /// `GET /api/users`: every user, in insertion order (with authentication on, the seeded
        /// `admin` first).
        public static func all() -> Request<[User]> {
            Request<[User]>.get("users").operation(.listUsers)
        }

        /// `GET /api/users/:id`.
        public static func get(_ id: UUID) -> Request<User> {
            Request<User>.get("users/\(id)").operation(.getUser)
        }

        /// `POST /api/users` with `{"name","username"}` plus `"password"` when authentication is on
        /// (the server then also needs a token: only a logged-in user can create users).
        public static func create(_ data: CreateUserData) -> Request<User> {
            Request<User>.post("users", body: data).operation(.createUser)
        }

        /// `GET /api/users/:id/acronyms`: the acronyms the user owns.
        public static func acronyms(of id: UUID) -> Request<[Acronym]> {
            Request<[Acronym]>.get("users/\(id)/acronyms").operation(.userAcronyms)
        }

        /// `POST /api/users/login` with `Authorization: Basic base64(username:password)` and no body:
        /// a new ``Token``. The only request that carries the password; it skips bearer authentication.
        public static func login(username: String, password: String) -> Request<Token> {
            post(
                "users/login", with: .basic(username: username, password: password), .login, decoder: .json())
        }

        /// `POST /api/users/logout` with `Authorization: Bearer <token>` and no body: the server
        /// revokes `token` (`204`). Courier's `til-server` has this route; the book's server answers
        /// `404`, and its tokens stay valid.
        public static func logout(token: String) -> Request<Void> {
            post("users/logout", with: .bearer(token), .logout, decoder: .empty)
        }

        /// `POST /api/users/logout/all` with `Authorization: Bearer <token>` and no body: the server
        /// revokes every token of the user `token` belongs to (`204`), a lost device's too.
        /// Courier's `til-server` has this route; the book's server answers `404`.
        public static func logoutEverywhere(token: String) -> Request<Void> {
            post("users/logout/all", with: .bearer(token), .logoutEverywhere, decoder: .empty)
        }

        /// A bodiless `POST` that carries `credential` itself and skips the session's bearer
        /// authentication.
        private static func post<Response>(
            _ path: RequestPath, with credential: Credential, _ operation: TILOperation,
            decoder: ResponseDecoder<Response>
        ) -> Request<Response> {
            let (name, value) = credential.header
            return Request<Response>(
                method: .post, path: path, headers: [name: value],
                options: RequestOptions(skipsAuthentication: true), decoder: decoder
            ).operation(operation)
        }
    }
}
