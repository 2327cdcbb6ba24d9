import Basics
import Courier

extension GitHubError {
    /// The sentence for a refusal that is not GitHub's (``isForeignRefusal``).
    public static let notGitHub = "The server did not answer as GitHub's API does"

    /// Whether a server refused the request as unauthorised, forbidden or not found without
    /// GitHub's error JSON (``Courier/StatusError/isForeignRefusal``). GitHub always sends one, so
    /// the answer is another program's (a TIL server, a proxy's page, at `GITHUB_API_URL`): it says
    /// nothing about the user or the token.
    public var isForeignRefusal: Bool {
        switch self {
        case .notFound(_, let refusal), .unauthorized(let refusal), .forbidden(let refusal):
            refusal.isForeignRefusal
        default: false
        }
    }

    /// ``notGitHub`` with the status it came with, and the setting to check.
    var foreignRefusalDescription: String? {
        guard isForeignRefusal, let status = refusal?.status else { return nil }
        return
            "\(Self.notGitHub): \(HTTPStatus.named(status)); check that GITHUB_API_URL names GitHub's API"
    }
}
