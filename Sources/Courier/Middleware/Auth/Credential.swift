import Basics
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

extension Credential: SecretHolding {
    /// The kind of credential and any header name, never the token, password or header value.
    public var description: String {
        switch self {
        case .bearer: "Credential.bearer(\(secretMask))"
        case .basic(let username, _): "Credential.basic(username: \(username), password: \(secretMask))"
        case .header(let name, _): "Credential.header(name: \(name), value: \(secretMask))"
        }
    }
}
