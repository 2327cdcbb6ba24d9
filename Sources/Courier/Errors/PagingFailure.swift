import Foundation

/// A paged listing whose links or cursors could not be followed: they leave the API's origin, lead
/// back to a page already fetched, go on past the page limit, or keep coming with empty pages. The
/// page that named them is the last one sent.
public struct PagingFailure: Error, Sendable, CustomStringConvertible {
    /// Why the listing stopped.
    public enum Reason: Sendable, Hashable {
        /// The link (`rel="next"`, or the `rel="last"` that numbered pages are built from) leaves
        /// the page's `origin`: another scheme (only `http` and `https` are followed), host or port.
        case foreignLink(String, origin: String)
        /// The link or cursor leads back to a page this listing already fetched (shown by its URL):
        /// following it would loop.
        case revisit(String)
        /// The listing has more pages than `limit`, the most its caller allows; `lastPage` is the
        /// number its `rel="last"` link gives, when it gives one.
        case tooManyPages(limit: Int, lastPage: Int?)
        /// This many pages in a row held nothing yet each named a next page
        /// (``Paging/refusingEmptyPages(after:isEmpty:)``): the listing might never end.
        case emptyPages(Int)
    }

    public let reason: Reason
    /// The request of the page whose links were refused, without its secrets.
    public let request: HTTPRequest
    /// That page's response.
    public let response: HTTPResponse

    /// `request` and `response` are kept without their secrets (``HTTPRequest/redacted``).
    public init(_ reason: Reason, request: HTTPRequest, response: HTTPResponse) {
        self.reason = reason
        self.request = request.redacted
        self.response = response.redacted(keys: request.secretKeys)
    }

    /// What is wrong with the listing, without the page's own URL.
    public var explanation: String {
        switch reason {
        case .foreignLink(let link, let origin):
            "its Link header leads to \(link), off the page's origin \(origin): only http and https links"
                + " to the same host and port are followed"
        case .revisit(let link):
            "its next page leads back to \(link), a page already fetched: the listing would loop"
        case .tooManyPages(let limit, let lastPage?):
            "its last page (rel=\"last\") is number \(lastPage), past the limit of \(limit) pages (pageLimit)"
        case .tooManyPages(let limit, nil):
            "it goes on past the limit of \(limit) pages (pageLimit)"
        case .emptyPages(let count):
            "\(count) pages in a row were empty yet named a next page: the listing might never end"
        }
    }

    public var description: String { "\(request.summary): \(explanation)" }

    /// `url` for a message: secrets masked with `keys`, and cut to 200 characters.
    static func shown(_ url: URL, keys: SecretKeys) -> String {
        let text = Redaction.redactedURL(url, keys: keys)
        guard text.count > 200 else { return text }
        return String(text.prefix(200)) + "… (\(text.count) characters)"
    }
}
