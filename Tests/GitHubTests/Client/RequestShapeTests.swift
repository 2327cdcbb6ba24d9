import Courier
import Foundation
import GitHub
import TestSupport
import Testing

/// What goes on the wire: routes, parameters and headers (checked through a stub transport).
@Suite struct RequestShapeTests {
    let stub = StubTransport { _ in .json("[]") }

    func client(token: String? = nil, api: String = "https://api.github.com") throws -> GitHubClient {
        let url = try #require(URL(string: api))
        return GitHubClient(configuration: GitHubConfiguration(apiURL: url, token: token), transport: stub)
    }

    @Test func everyListParameterIsSent() async throws {
        let options = RepositoryListOptions(
            kind: .member, sort: .fullName, direction: .descending, perPage: 250, page: 3)
        _ = try await client().repositories(of: "octocat", options)
        let url = try #require(stub.requests.first?.url.absoluteString)
        #expect(
            url
                == "https://api.github.com/users/octocat/repos?type=member&sort=full_name&direction=desc&per_page=100&page=3"
        )
    }

    /// The client refuses such a name before sending (``GitHubLogin``); the request value alone
    /// still keeps it one segment.
    @Test func userGivenNamesStayOnePathSegment() async throws {
        _ = try? await client().send(GitHubAPI.repositories(of: "a/b?c"), about: .user("a/b?c"))
        let url = try #require(stub.requests.first?.url.absoluteString)
        #expect(url == "https://api.github.com/users/a%2Fb%3Fc/repos")
    }

    @Test func theRequiredHeadersAreAlwaysSent() async throws {
        _ = try await client().repositories(of: "octocat")
        let headers = try #require(stub.requests.first?.headers)
        #expect(headers["Accept"] == "application/vnd.github+json")
        #expect(headers["X-GitHub-Api-Version"] == "2022-11-28")
        #expect(headers["User-Agent"]?.isEmpty == false)
        #expect(headers["Authorization"] == nil)
    }

    @Test func theTokenGoesOnlyToTheAPIHost() async throws {
        let github = try client(token: "ghp_secret")
        _ = try await github.repositories(of: "octocat")
        let elsewhere = Request<Data>(path: "https://avatars.githubusercontent.com/u/1?v=4")
        _ = try? await github.client.send(elsewhere)
        #expect(stub.requests.count == 2)
        #expect(stub.requests[0].headers["Authorization"] == "Bearer ghp_secret")
        #expect(stub.requests[1].headers["Authorization"] == nil)
    }

    @Test func theAPIAddressComesFromGITHUB_API_URL() throws {
        let configuration = try GitHubConfiguration(environment: ["GITHUB_API_URL": "http://127.0.0.1:9/"])
        #expect(configuration.apiURL.absoluteString == "http://127.0.0.1:9")
        let standard = try GitHubConfiguration(environment: [:])
        #expect(standard.apiURL.absoluteString == "https://api.github.com")
        let refused = #expect(throws: GitHubError.self) {
            try GitHubConfiguration(environment: ["GITHUB_API_URL": "ftp://x"])
        }
        // What was given is shown, as TIL_API_URL's and AIRTABLE_ENDPOINT_URL's are, a password masked.
        #expect(
            refused.map { "\($0)" }?.hasSuffix(#"got "ftp://x""#) == true, "\(String(describing: refused))")
        let masked = #expect(throws: GitHubError.self) {
            try GitHubConfiguration(environment: ["GITHUB_API_URL": "ftp://me:hunter2@x"])
        }
        #expect(masked.map { "\($0)" }?.contains("hunter2") == false)
        // A blank setting is no setting, as for every client's address (`ServerAddress`).
        #expect(try GitHubConfiguration(environment: ["GITHUB_API_URL": " "]).apiURL == standard.apiURL)
        #expect(throws: GitHubError.self) {
            try GitHubConfiguration(environment: ["GITHUB_API_URL": "http://127.0.0.1:9/#top"])
        }
    }

    @Test func theCacheLivesUnderXDG_CACHE_HOME() {
        let directory = GitHubConfiguration.cacheDirectory(environment: ["XDG_CACHE_HOME": "/tmp/xdg"])
        #expect(directory.path.hasPrefix("/tmp/xdg/"))
        let fallback = GitHubConfiguration.cacheDirectory(environment: ["HOME": "/home/me"])
        #expect(fallback.path.hasPrefix("/home/me/.cache/"))
    }

    @Test func neitherTheConfigurationNorTheClientShowsTheToken() throws {
        let client = try client(token: "ghp_SECRET0123")
        for text in renderings(of: client.configuration) + renderings(of: client) {
            #expect(!text.contains("ghp_SECRET0123"))
        }
        #expect("\(try self.client().configuration)".contains("token: none"))
    }
}
