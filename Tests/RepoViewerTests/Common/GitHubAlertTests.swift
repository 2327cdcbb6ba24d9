import Basics
import Courier
import Foundation
import GitHub
import RepoViewer
import Testing

/// A GitHub failure as every front end shows it: the sentence, and GitHub's message under it only
/// when that adds something; another program's refusal names the setting to check.
@Suite struct GitHubAlertTests {
    @Test func aMissingUserIsSaidOnceWithoutGitHubsNotFound() throws {
        let alert = Alert(GitHubError.notFound(.user("nobody"), try refusal(404, saying: "Not Found")))
        #expect(alert.message == "no such user: nobody")
        #expect(alert.detail == nil)
        #expect(alert.kind == .notFound)
    }

    @Test func aRefusalKeepsGitHubsReason() throws {
        let alert = Alert(
            GitHubError.forbidden(try refusal(403, saying: "Resource not accessible by integration")))
        #expect(alert.detail == "Resource not accessible by integration")
    }

    /// A 404 or 401 without GitHub's error JSON came from another program at `GITHUB_API_URL`: the
    /// alert says so and names the setting, not a missing user or a refused token.
    @Test func anotherProgramsRefusalNamesTheSetting() throws {
        for error in [
            GitHubError.notFound(.user("octocat"), try refusal(404)), .unauthorized(try refusal(401)),
        ] {
            let alert = Alert(error)
            #expect(alert.message.hasPrefix("The server did not answer as GitHub's API does: "), "\(alert)")
            #expect(alert.message.hasSuffix("; check that GITHUB_API_URL names GitHub's API"), "\(alert)")
            #expect(alert.answeredByAnotherProgram)
            #expect(alert.kind == error.failureKind)
        }
        #expect(
            !Alert(GitHubError.notFound(.user("octocat"), try refusal(404, saying: "Not Found")))
                .answeredByAnotherProgram)
    }
}
