import Foundation

/// Reads `til`'s credentials file the way a person would inspect it: `{"servers":{url:{"token":…}}}`.
enum CredentialsFile {
    private struct Contents: Decodable {
        struct Login: Decodable { let token: String }
        let servers: [String: Login]
    }

    /// The token stored for `server`, `nil` when the file or the entry does not exist.
    static func token(in file: URL, for server: URL) throws -> String? {
        guard FileManager.default.fileExists(atPath: file.path) else { return nil }
        let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
        return contents.servers[server.absoluteString.lowercased()]?.token
    }
}
