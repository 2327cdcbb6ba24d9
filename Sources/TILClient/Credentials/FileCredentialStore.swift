import Basics
import Foundation

/// Credentials in a JSON file only its owner can read: the Linux stand-in for the app's Keychain item.
///
/// The file (normally `~/.config/til/credentials.json`) is created with mode `0600` and replaced
/// atomically; its directory is created with mode `0700`. It holds one login per server:
///
/// ```json
/// {"version":1,"account":"TIL-API-KEY","servers":{"http://localhost:8080":{"token":"…","username":"admin"}}}
/// ```
public final class FileCredentialStore: CredentialStore {
    /// The credentials file.
    public let file: URL
    /// Serialises this process's read-modify-write cycles.
    private let lock = Locked(())

    public init(file: URL) {
        self.file = file
    }

    /// The file's layout.
    private struct Contents: Codable {
        var version = 1
        var account = StoredCredentials.account
        var servers: [String: StoredCredentials] = [:]
    }

    public func credentials(for server: String) throws(CredentialStoreError) -> StoredCredentials? {
        try lock.withLock { _ throws(CredentialStoreError) in try load()?.servers[server] }
    }

    public func save(_ credentials: StoredCredentials, for server: String) throws(CredentialStoreError) {
        try lock.withLock { _ throws(CredentialStoreError) in
            var contents: Contents
            do throws(CredentialStoreError) {
                contents = try load() ?? Contents()
            } catch  where error.kind == .corrupt {
                contents = Contents()  // a corrupt file is replaced by a good one
            }
            contents.servers[server] = credentials
            try store(contents)
        }
    }

    public func removeCredentials(for server: String) throws(CredentialStoreError) {
        try lock.withLock { _ throws(CredentialStoreError) in
            let contents: Contents?
            do throws(CredentialStoreError) {
                contents = try load()
            } catch  where error.kind == .corrupt {
                contents = nil
            }
            guard var contents else { return try deleteFile() }
            guard contents.servers.removeValue(forKey: server) != nil else { return }
            if contents.servers.isEmpty {
                try deleteFile()
            } else {
                try store(contents)
            }
        }
    }

    private func deleteFile() throws(CredentialStoreError) {
        do throws(PrivateFile.Failure) {
            try PrivateFile.delete(file.path)
        } catch {
            throw CredentialStoreError(.unwritable, location: file.path, reason: error.description)
        }
    }

    private func load() throws(CredentialStoreError) -> Contents? {
        let data: Data?
        do throws(PrivateFile.Failure) {
            data = try PrivateFile.contents(of: file.path)
        } catch {
            throw CredentialStoreError(.unreadable, location: file.path, reason: error.description)
        }
        guard let data else { return nil }
        let contents: Contents
        do {
            contents = try JSONDecoder().decode(Contents.self, from: data)
        } catch {
            throw CredentialStoreError(.corrupt, location: file.path, reason: "not a credentials file")
        }
        guard contents.version == 1 else {
            throw CredentialStoreError(
                .corrupt, location: file.path, reason: "unknown version \(contents.version)")
        }
        return contents
    }

    private func store(_ contents: Contents) throws(CredentialStoreError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(contents)
            try PrivateFile.makePrivateDirectory(file.deletingLastPathComponent().path)
            try PrivateFile.replace(file.path, with: data)
        } catch {
            throw CredentialStoreError(.unwritable, location: file.path, reason: "\(error)")
        }
    }
}
