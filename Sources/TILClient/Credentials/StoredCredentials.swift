import Foundation

/// A login kept between runs: the bearer token and who it belongs to.
///
/// The token is a secret: `description`, `debugDescription` and the reflection `dump` uses all leave
/// it out.
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

extension StoredCredentials: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    public var description: String {
        "StoredCredentials(username: \(username ?? "?"), token: <redacted>)"
    }

    public var debugDescription: String { description }

    public var customMirror: Mirror {
        Mirror(self, children: ["username": username as Any, "userID": userID as Any, "token": "<redacted>"])
    }
}
