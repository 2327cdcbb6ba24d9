import Foundation
import GitHub
import Terminal

/// One repository in `repos --json`, exactly:
/// `{"full_name","name","description","language","stargazers_count","updated_at","html_url",
/// "owner":{"login","avatar_url"}}`. Absent values are `null`, never left out.
struct RepositoryJSON: Encodable {
    let repository: Repository

    enum Key: String, CodingKey {
        case fullName = "full_name"
        case name, description, language
        case stargazersCount = "stargazers_count"
        case updatedAt = "updated_at"
        case htmlURL = "html_url"
        case owner
        case login
        case avatarURL = "avatar_url"
    }

    func encode(to encoder: Encoder) throws {
        var json = encoder.container(keyedBy: Key.self)
        try json.encode(repository.fullName, forKey: .fullName)
        try json.encode(repository.name, forKey: .name)
        try json.encode(repository.description, forKey: .description)
        try json.encode(repository.language, forKey: .language)
        try json.encode(repository.stargazersCount, forKey: .stargazersCount)
        try json.encode(repository.updatedAt, forKey: .updatedAt)
        try json.encode(repository.htmlURL.absoluteString, forKey: .htmlURL)
        var owner = json.nestedContainer(keyedBy: Key.self, forKey: .owner)
        try owner.encode(repository.ownerLogin, forKey: .login)
        try owner.encode(repository.ownerAvatarURL?.absoluteString, forKey: .avatarURL)
    }

    /// The array as pretty-printed JSON text, which no string from the server can use to drive the
    /// terminal (``SafeText/json(_:)`` escapes what the encoder leaves raw).
    static func text(_ repositories: [Repository]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(repositories.map(RepositoryJSON.init)) else { return "[]" }
        return SafeText.json(String(decoding: data, as: UTF8.self))
    }
}
