/// Keeps login tokens between runs, one per server (the Linux stand-in for the app's Keychain item).
///
/// Keys are ``TILConfiguration/serverKey`` values, so a token is only ever sent to the server that
/// issued it.
public protocol CredentialStore: Sendable {
    /// The credentials stored for `server`, `nil` when there are none.
    /// Throws ``CredentialStoreError`` when the store exists but cannot be read or makes no sense.
    func credentials(for server: String) throws(CredentialStoreError) -> StoredCredentials?

    /// Stores `credentials` for `server`, replacing any stored before.
    func save(_ credentials: StoredCredentials, for server: String) throws(CredentialStoreError)

    /// Forgets the credentials for `server`; nothing happens when there are none. A store that cannot
    /// be read is removed, since nothing in it can be used.
    func removeCredentials(for server: String) throws(CredentialStoreError)
}

/// Why stored credentials could not be read or written. The message names the file, never its content.
public struct CredentialStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, for callers that react differently (a corrupt store can be replaced).
    public enum Kind: Sendable, Hashable {
        /// The store exists but is not valid (for example a hand-edited or truncated file).
        case corrupt
        /// The operating system refused to read it.
        case unreadable
        /// The operating system refused to write or remove it.
        case unwritable
    }

    public let kind: Kind
    /// Where the credentials live (a file path for ``FileCredentialStore``).
    public let location: String
    /// What went wrong, for people.
    public let reason: String

    public init(_ kind: Kind, location: String, reason: String) {
        self.kind = kind
        self.location = location
        self.reason = reason
    }

    public var description: String {
        switch kind {
        case .corrupt: "the saved login in \(location) is not valid (\(reason)); log in again"
        case .unreadable: "cannot read the saved login in \(location): \(reason)"
        case .unwritable: "cannot save the login in \(location): \(reason)"
        }
    }
}
