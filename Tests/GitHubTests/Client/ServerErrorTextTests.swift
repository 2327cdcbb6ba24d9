import Courier
import Foundation
import GitHub
import Testing

/// A 5xx without GitHub's body (a proxy's page, or nothing) is named by its status and reason
/// phrase, or by its status alone when it has none; with GitHub's body, by its message.
@Suite struct ServerErrorTextTests {
    @Test(arguments: [
        (503, "<html>down</html>", "GitHub answered 503 Service Unavailable"),
        (599, "", "GitHub answered 599"),
        (500, #"{"message":"Server Error"}"#, "GitHub answered 500: Server Error"),
    ])
    func aServerErrorIsNamedByWhatItSaid(status: Int, body: String, said: String) async throws {
        let stub = StubTransport { _ in
            .response(
                HTTPResponse(status: status, headers: ["Content-Type": "text/html"], body: Data(body.utf8)))
        }
        let url = try #require(URL(string: "https://api.github.com"))
        let github = GitHubClient(configuration: GitHubConfiguration(apiURL: url), transport: stub)
        do {
            _ = try await github.user("octocat")
            Issue.record("expected a failure")
        } catch {
            #expect("\(error)" == said)
        }
    }
}
