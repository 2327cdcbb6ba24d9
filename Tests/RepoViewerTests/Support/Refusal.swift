import Courier
import Foundation
import GitHub
import Testing

/// A GitHub refusal with `status` (and GitHub's `message`, when given), for tests that need a
/// failed search.
func refusal(_ status: Int, path: String = "/users/nobody/repos", saying message: String? = nil) throws
    -> StatusError
{
    let url = try #require(URL(string: "https://api.github.com\(path)"))
    return StatusError(
        request: HTTPRequest(url: url), response: HTTPResponse(status: status),
        apiError: message.map { GitHubErrorBody(message: $0) })
}
