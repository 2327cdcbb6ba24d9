import Courier
import Foundation

/// A user or organisation as `GET /users/{username}` describes it.
///
/// `login`, `id` and `html_url` are required; the profile fields (`name`, `company`, `bio`, …) are
/// often `null` and always optional. Unknown fields are ignored.
public struct GitHubUser: Sendable, Hashable, Identifiable, Decodable {
    public let id: Int
    public let login: String
    public let htmlURL: URL
    public let avatarURL: URL?
    /// `User` or `Organization`.
    public let type: String?
    public let name: String?
    public let company: String?
    public let blog: String?
    public let location: String?
    public let email: String?
    public let bio: String?
    public let publicRepos: Int?
    public let followers: Int?
    public let following: Int?
    public let createdAt: Date?
    public let updatedAt: Date?

    public init(from decoder: Decoder) throws {
        let json = try decoder.container(keyedBy: AnyCodingKey.self)
        id = try json.decode(at: "id")
        login = try json.decode(at: "login")
        htmlURL = try json.decode(at: "html_url")
        avatarURL = json.decodeLenient(at: "avatar_url")
        type = json.decodeLenient(at: "type")
        name = json.decodeLenient(at: "name")
        company = json.decodeLenient(at: "company")
        blog = json.decodeLenient(at: "blog")
        location = json.decodeLenient(at: "location")
        email = json.decodeLenient(at: "email")
        bio = json.decodeLenient(at: "bio")
        publicRepos = json.decodeLenient(at: "public_repos")
        followers = json.decodeLenient(at: "followers")
        following = json.decodeLenient(at: "following")
        createdAt = json.decodeLenient(at: "created_at")
        updatedAt = json.decodeLenient(at: "updated_at")
    }
}
