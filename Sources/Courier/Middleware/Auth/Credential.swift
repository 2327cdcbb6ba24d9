import Foundation

/// A fixed credential that ``AuthMiddleware`` adds to every request.
public enum Credential: Sendable {
    /// `Authorization: Bearer <token>`
    case bearer(String)
    /// `Authorization: Basic base64(username:password)`
    case basic(username: String, password: String)
    /// Any header, such as `X-Api-Key: <key>`.
    case header(name: String, value: String)

    /// The header this credential sets.
    public var header: (name: String, value: String) {
        switch self {
        case .bearer(let token):
            ("Authorization", "Bearer \(token)")
        case .basic(let username, let password):
            ("Authorization", "Basic " + Data("\(username):\(password)".utf8).base64EncodedString())
        case .header(let name, let value):
            (name, value)
        }
    }
}
