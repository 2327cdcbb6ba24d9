import Basics
import Foundation

/// The request a redirect leads to, for middleware that follows redirects itself
/// (``CookieMiddleware``), by the rules libcurl and browsers follow.
enum Redirect {
    /// The statuses followed: moved, found, see other, temporary and permanent redirects.
    static let statuses: Set<Int> = [301, 302, 303, 307, 308]

    /// The request that follows `response` to `request`, or `nil` when there is none to send: not a
    /// redirect, no readable `Location`, a scheme other than `http(s)`, or a streamed body that would
    /// have to be sent again.
    static func request(after response: HTTPResponse, to request: HTTPRequest) -> HTTPRequest? {
        guard statuses.contains(response.status), let location = response.headers["Location"],
            let target = URL(string: location, relativeTo: request.url)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https",
            target.host != nil
        else { return nil }
        var following = request
        following.url = target
        let becomesGet =
            response.status == 303
            ? request.method != .head
            : [301, 302].contains(response.status) && request.method == .post
        if becomesGet {
            following.method = .get
            following.body = nil
            following.bodySegments = nil
            for name in ["Content-Type", "Content-Length", "Content-Encoding"] {
                following.headers.remove(name)
            }
        } else if request.bodySegments?.onlyStream != nil {
            return nil
        }
        if !URLOrigin.same(target, request.url) {
            for name in credentialHeaders { following.headers.remove(name) }
        }
        return following
    }

    /// The caller's credentials, which a redirect to another origin leaves behind: a token meant
    /// for one server never reaches another. The same headers are hidden from logs
    /// (``Redaction/isSensitive(_:keys:)``).
    static let credentialHeaders = [
        "Authorization", "Proxy-Authorization", "Cookie", "X-Api-Key", "Api-Key", "X-Auth-Token",
        "X-Airtable-Api-Key",
    ]
}
