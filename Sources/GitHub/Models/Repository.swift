import Courier
import Foundation

/// A repository as `GET /users/{username}/repos` and `GET /repos/{owner}/{repo}` describe it,
/// flattened: the owner's `login` and `avatar_url` come straight from the nested `owner` object.
///
/// Only what every repository has is required (`id`, `name`, `full_name`, `owner.login`,
/// `html_url`). Everything GitHub may leave out or send as `null` is optional, and read leniently:
/// a field of an unexpected type becomes `nil` instead of failing the whole list. Unknown fields are
/// ignored, so new API versions do not break decoding.
public struct Repository: Sendable, Hashable, Identifiable, Decodable {
    public let id: Int
    public let name: String
    /// `owner/name`.
    public let fullName: String
    public let ownerLogin: String
    /// The owner's avatar image (on another host than the API; see ``AvatarLoader`` in RepoViewer).
    public let ownerAvatarURL: URL?
    /// The repository's page on the web.
    public let htmlURL: URL
    /// The repository in the API.
    public let apiURL: URL?
    public let description: String?
    public let language: String?
    public let stargazersCount: Int?
    public let forksCount: Int?
    public let watchersCount: Int?
    public let openIssuesCount: Int?
    public let isPrivate: Bool?
    public let isFork: Bool?
    public let isArchived: Bool?
    public let visibility: String?
    public let defaultBranch: String?
    public let homepage: String?
    public let topics: [String]?
    public let license: License?
    public let createdAt: Date?
    public let updatedAt: Date?
    public let pushedAt: Date?

    public init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try json.decode(at: "id")
        name = try json.decode(at: "name")
        fullName = try json.decode(at: "full_name")
        ownerLogin = try json.decode(at: "owner.login")
        ownerAvatarURL = json.decodeLenient(at: "owner.avatar_url")
        htmlURL = try json.decode(at: "html_url")
        apiURL = json.decodeLenient(at: "url")
        description = json.decodeLenient(at: "description")
        language = json.decodeLenient(at: "language")
        stargazersCount = json.decodeLenient(at: "stargazers_count")
        forksCount = json.decodeLenient(at: "forks_count")
        watchersCount = json.decodeLenient(at: "watchers_count")
        openIssuesCount = json.decodeLenient(at: "open_issues_count")
        isPrivate = json.decodeLenient(at: "private")
        isFork = json.decodeLenient(at: "fork")
        isArchived = json.decodeLenient(at: "archived")
        visibility = json.decodeLenient(at: "visibility")
        defaultBranch = json.decodeLenient(at: "default_branch")
        homepage = json.decodeLenient(at: "homepage")
        topics = json.decodeLenient(at: "topics")
        license = json.decodeLenient(at: "license")
        createdAt = json.decodeLenient(at: "created_at")
        updatedAt = json.decodeLenient(at: "updated_at")
        pushedAt = json.decodeLenient(at: "pushed_at")
    }

    /// A repository built in code (for tests and previews).
    public init(
        id: Int, name: String, ownerLogin: String, htmlURL: URL, ownerAvatarURL: URL? = nil,
        description: String? = nil, language: String? = nil, stargazersCount: Int? = nil,
        updatedAt: Date? = nil
    ) {
        self.id = id
        self.name = name
        fullName = "\(ownerLogin)/\(name)"
        self.ownerLogin = ownerLogin
        self.ownerAvatarURL = ownerAvatarURL
        self.htmlURL = htmlURL
        apiURL = nil
        self.description = description
        self.language = language
        self.stargazersCount = stargazersCount
        forksCount = nil
        watchersCount = nil
        openIssuesCount = nil
        isPrivate = nil
        isFork = nil
        isArchived = nil
        visibility = nil
        defaultBranch = nil
        homepage = nil
        topics = nil
        license = nil
        createdAt = nil
        self.updatedAt = updatedAt
        pushedAt = nil
    }
}
