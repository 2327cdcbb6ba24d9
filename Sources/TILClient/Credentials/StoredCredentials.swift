import Basics
import Foundation

/// A login kept between runs: the bearer token and who it belongs to.
///
/// The token is a secret: printing, debug-printing or dumping a value leaves it out.
public struct StoredCredentials: Codable, Sendable, Hashable {
    /// The account name the iOS app stored its token under in the Keychain.
    public static let account = "TIL-API-KEY"

    /// The bearer token (`Token.value`).
    public var token: String
    /// The username that logged in, for display.
    public var username: String?
    /// The id of the user the token belongs to.
    public var userID: UUID?

    public init(token: String, username: String? = nil, userID: UUID? = nil) {
        self.token = token
        self.username = username
        self.userID = userID
    }
}

extension StoredCredentials: SecretHolding {
    public var description: String {
        "StoredCredentials(username: \(username ?? "?"), token: \(secretMask))"
    }
}
