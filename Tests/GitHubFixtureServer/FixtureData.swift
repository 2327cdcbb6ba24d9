import Foundation

/// The users and repositories the fixture server knows, built from the recorded GitHub responses
/// in `Fixtures/` beside it (octokit.swift's, with their licence).
struct FixtureData: Sendable {
    /// Repositories by lower-cased login.
    var repositories: [String: [FixtureRepository]] = [:]
    /// User objects by lower-cased login.
    var users: [String: [UInt8]] = [:]

    /// Loads `user_repos.json` (the 42 repositories of `nerdishbynature`) and
    /// `user_mietzmithut.json` (its profile), pointing avatars at `avatarBase`.
    static func load(from directory: URL, avatarBase: String) throws -> (FixtureData, [String: Any]) {
        let reposData = try Data(contentsOf: directory.appending(path: "user_repos.json"))
        let userData = try Data(contentsOf: directory.appending(path: "user_mietzmithut.json"))
        guard let objects = try JSONSerialization.jsonObject(with: reposData) as? [[String: Any]],
            var user = try JSONSerialization.jsonObject(with: userData) as? [String: Any],
            let template = objects.first, let login = user["login"] as? String
        else { throw FixtureServerError("the GitHub fixtures are not the expected JSON") }
        var data = FixtureData()
        let avatar = "\(avatarBase)/\(login).png"
        data.repositories[login.lowercased()] = objects.compactMap {
            FixtureRepository(object: $0, avatarURL: avatar)
        }
        user["avatar_url"] = avatar
        data.users[login.lowercased()] = Array(try JSONSerialization.data(withJSONObject: user))
        return (data, template)
    }

    /// Adds a user with `count` repositories made from `template`, whose `owner.login` is
    /// `ownerLogin` (the login itself unless given).
    mutating func addSyntheticUser(
        _ login: String, repositories count: Int, ownerLogin: String? = nil, template: [String: Any],
        avatarBase: String
    ) {
        let avatar = "\(avatarBase)/\(login).png"
        repositories[login.lowercased()] = (0..<count).compactMap {
            FixtureRepository.synthetic(
                from: template, login: login, ownerLogin: ownerLogin ?? login, index: $0, avatarURL: avatar)
        }
        let user: [String: Any] = [
            "login": login, "id": 20_000_000 + abs(login.hashValue % 1_000_000), "type": "User",
            "avatar_url": avatar, "html_url": "https://github.com/\(login)", "public_repos": count,
            "name": NSNull(),
        ]
        users[login.lowercased()] = (try? JSONSerialization.data(withJSONObject: user)).map(Array.init) ?? []
    }
}

/// The fixture server could not start.
public struct FixtureServerError: Error, CustomStringConvertible {
    public let description: String
    init(_ description: String) { self.description = description }
}
