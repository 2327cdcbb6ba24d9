import Basics

/// Credentials kept in memory only, for the life of the process (tests, one-off sessions).
public final class InMemoryCredentialStore: CredentialStore {
    private let entries: Locked<[String: StoredCredentials]>

    public init(_ entries: [String: StoredCredentials] = [:]) {
        self.entries = Locked(entries)
    }

    public func credentials(for server: String) throws(CredentialStoreError) -> StoredCredentials? {
        entries.withLock { $0[server] }
    }

    public func save(_ credentials: StoredCredentials, for server: String) throws(CredentialStoreError) {
        entries.withLock { $0[server] = credentials }
    }

    public func removeCredentials(for server: String) throws(CredentialStoreError) {
        _ = entries.withLock { $0.removeValue(forKey: server) }
    }
}
