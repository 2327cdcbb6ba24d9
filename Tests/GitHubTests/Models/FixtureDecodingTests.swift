import Courier
import Foundation
import GitHub
import Testing

/// Every recorded GitHub response decodes, with absent and `null` fields as `nil`.
@Suite struct FixtureDecodingTests {
    let decoder = JSONDecoder.courier()

    @Test func theUserRepositoryListDecodesWithNestedOwnerFields() throws {
        let repositories = try decoder.decode([Repository].self, from: Fixtures.data("user_repos.json"))
        #expect(repositories.count == 42)
        let first = try #require(repositories.first)
        #expect(first.fullName == "\(first.ownerLogin)/\(first.name)")
        #expect(first.ownerLogin == "nerdishbynature")
        #expect(first.ownerAvatarURL?.host == "avatars.githubusercontent.com")
        #expect(repositories.allSatisfy { $0.updatedAt != nil })
        // The capture has null descriptions, languages and licences; they must be nil, not failures.
        #expect(repositories.contains { $0.description == nil })
        #expect(repositories.contains { $0.language == nil })
        #expect(repositories.contains { $0.license == nil })
        #expect(repositories.contains { $0.license?.spdxID == "MIT" })
    }

    @Test func theAuthenticatedOrganisationListWithExtraKeysDecodes() throws {
        let repositories = try decoder.decode([Repository].self, from: Fixtures.data("org_repos.json"))
        #expect(repositories.count == 42)
    }

    @Test func aSingleRepositoryDecodes() throws {
        let repository = try decoder.decode(Repository.self, from: Fixtures.data("repo.json"))
        #expect(!repository.name.isEmpty)
        #expect(repository.htmlURL.host == "github.com")
    }

    @Test(arguments: ["user_mietzmithut.json", "user_me.json"])
    func usersDecode(_ file: String) throws {
        let user = try decoder.decode(GitHubUser.self, from: Fixtures.data(file))
        #expect(!user.login.isEmpty)
        #expect(user.avatarURL != nil)
    }

    @Test func aListOfUsersDecodes() throws {
        let users = try decoder.decode([GitHubUser].self, from: Fixtures.data("users.json"))
        #expect(users.count == 1)
    }

    @Test func unknownFieldsAndWrongTypesInOptionalFieldsDoNotBreakDecoding() throws {
        let json = """
            {"id": 1, "name": "x", "full_name": "o/x", "owner": {"login": "o"},
             "html_url": "https://github.com/o/x", "language": 42, "stargazers_count": "many",
             "license": "MIT", "brand_new_field": {"nested": true}}
            """
        let repository = try decoder.decode(Repository.self, from: Data(json.utf8))
        #expect(repository.language == nil)
        #expect(repository.stargazersCount == nil)
        #expect(repository.license == nil)
        #expect(repository.ownerAvatarURL == nil)
    }

    @Test func aRepositoryWithoutItsOwnerFailsClearly() {
        let json = #"{"id": 1, "name": "x", "full_name": "o/x", "html_url": "https://github.com/o/x"}"#
        #expect(throws: DecodingError.self) { try decoder.decode(Repository.self, from: Data(json.utf8)) }
    }
}
