import Foundation

/// One repository as the fixture server serves it: its JSON bytes, and the fields it sorts by.
struct FixtureRepository: Sendable {
    let json: [UInt8]
    let fullName: String
    /// `fullName` lower-cased: GitHub's default order is case-insensitive.
    let nameKey: String
    let created: String
    let updated: String
    let pushed: String

    /// Reads a repository object, setting `owner.avatar_url` to `avatarURL` when given.
    init?(object: [String: Any], avatarURL: String?) {
        var object = object
        if let avatarURL, var owner = object["owner"] as? [String: Any] {
            owner["avatar_url"] = avatarURL
            object["owner"] = owner
        }
        guard let fullName = object["full_name"] as? String,
            let data = try? JSONSerialization.data(withJSONObject: object)
        else { return nil }
        json = Array(data)
        self.fullName = fullName
        nameKey = fullName.lowercased()
        created = object["created_at"] as? String ?? ""
        updated = object["updated_at"] as? String ?? ""
        pushed = object["pushed_at"] as? String ?? ""
    }

    /// `template` renamed to `login/name-NNNN` with a fresh id, for large synthetic listings; its
    /// `owner.login` is `ownerLogin`.
    static func synthetic(
        from template: [String: Any], login: String, ownerLogin: String, index: Int, avatarURL: String
    ) -> FixtureRepository? {
        var object = template
        let name = String(format: "repo-%04d", index)
        object["id"] = 10_000_000 + index
        object["name"] = name
        object["full_name"] = "\(login)/\(name)"
        object["html_url"] = "https://github.com/\(login)/\(name)"
        // Spread the timestamps so that every sort order differs.
        let day = 1 + index % 28
        let month = 1 + (index / 28) % 12
        object["created_at"] = String(format: "2020-%02d-%02dT10:00:00Z", month, day)
        object["updated_at"] = String(format: "2024-%02d-%02dT10:00:00Z", 1 + (index * 7) % 12, day)
        object["pushed_at"] = String(format: "2025-%02d-%02dT10:00:00Z", 1 + (index * 5) % 12, day)
        if var owner = object["owner"] as? [String: Any] {
            owner["login"] = ownerLogin
            object["owner"] = owner
        }
        return FixtureRepository(object: object, avatarURL: avatarURL)
    }
}

/// The sort orders of `GET /users/{username}/repos`.
enum FixtureSort {
    /// `repositories` ordered as GitHub orders them for `sort` and `direction`: `full_name`
    /// ascending (case-insensitive) by default, the dates descending.
    static func apply(_ repositories: [FixtureRepository], sort: String?, direction: String?)
        -> [FixtureRepository]
    {
        let sort = sort ?? "full_name"
        let ascending = direction.map { $0 == "asc" } ?? (sort == "full_name")
        let key: KeyPath<FixtureRepository, String>
        switch sort {
        case "created": key = \.created
        case "updated": key = \.updated
        case "pushed": key = \.pushed
        default: key = \.nameKey
        }
        let sorted = repositories.sorted { $0[keyPath: key] < $1[keyPath: key] }
        return ascending ? sorted : sorted.reversed()
    }
}
