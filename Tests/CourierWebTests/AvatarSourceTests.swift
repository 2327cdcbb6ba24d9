import Foundation
import GitHub
import Testing

@testable import courier_web

/// `/repos/avatar` fetches for a browser only from GitHub's avatar hosts over HTTPS or from the
/// configured API's own origin, so the site cannot be used to reach any other address.
@Suite struct AvatarSourceTests {
    private func serves(_ address: String, api: String = "http://127.0.0.1:9000") throws -> Bool {
        let app = ReposApp(configuration: GitHubConfiguration(apiURL: try #require(URL(string: api))))
        return app.servesAvatar(try #require(URL(string: address)))
    }

    @Test func githubsAvatarHostsOverHTTPS() throws {
        #expect(try serves("https://avatars.githubusercontent.com/u/583231?v=4"))
        #expect(try serves("https://avatars.githubusercontent.com:443/u/1"))
        #expect(try !serves("http://avatars.githubusercontent.com/u/1"))
        #expect(try !serves("https://avatars.githubusercontent.com:8443/u/1"))
        #expect(try !serves("https://githubusercontent.com.example.org/u/1"))
        #expect(try serves("https://avatars3.githubusercontent.com/u/1"))
        // GitHub's other user-content hosts serve files anyone can put there.
        for host in ["raw", "gist", "user-images", "avatarsX", "avatars10", "x.avatars"] {
            #expect(try !serves("https://\(host).githubusercontent.com/u/1"), "\(host)")
        }
        #expect(try !serves("https://user:pw@avatars.githubusercontent.com/u/1"))
    }

    @Test func theAPIsOwnOriginOnly() throws {
        #expect(try serves("http://127.0.0.1:9000/avatars/octocat.png"))
        #expect(try !serves("http://127.0.0.1:22/"), "another port of the same host")
        #expect(try !serves("https://127.0.0.1:9000/a.png"), "another scheme")
        #expect(try !serves("file:///etc/passwd"))
        #expect(try !serves("ftp://127.0.0.1:9000/a.png"))
        #expect(try serves("https://api.github.com/a.png", api: "https://api.github.com"))
        #expect(try !serves("https://api.github.com:444/a.png", api: "https://api.github.com"))
        #expect(
            try serves("https://api.github.com:443/a.png", api: "https://api.github.com"), "the port implied")
        #expect(try serves("https://api.github.com/a.png", api: "https://api.github.com:443"))
    }
}
