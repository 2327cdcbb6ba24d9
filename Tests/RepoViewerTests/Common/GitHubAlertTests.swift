import Basics
import Courier
import Foundation
import GitHub
import RepoViewer
import Testing

/// A GitHub failure as every front end shows it: the sentence, and GitHub's message under it only
/// when that adds something.
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
}
