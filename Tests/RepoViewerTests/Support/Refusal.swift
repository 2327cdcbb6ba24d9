import Courier
import Foundation
import Testing

/// A GitHub refusal with `status`, for view-model tests that need a failed search.
func refusal(_ status: Int, path: String = "/users/nobody/repos") throws -> StatusError {
    let url = try #require(URL(string: "https://api.github.com\(path)"))
    return StatusError(request: HTTPRequest(url: url), response: HTTPResponse(status: status))
}
