import Basics
import Courier
import Foundation

/// The `Link` header of a page, by relation: `first`, `prev`, `next`, `last`.
///
/// Relations are read by name, never by position (GitHub's order varies), and URLs are kept exactly
/// as given: `next` is followed verbatim.
public struct PageLinks: Sendable, Hashable {
    public let first: URL?
    public let previous: URL?
    public let next: URL?
    public let last: URL?

    public init(first: URL? = nil, previous: URL? = nil, next: URL? = nil, last: URL? = nil) {
        self.first = first
        self.previous = previous
        self.next = next
        self.last = last
    }

    /// The links of a response; all `nil` when it has no `Link` header (a single page).
    public init(headers: HTTPHeaders, relativeTo base: URL?) {
        let links = LinkHeader.parse(headers, relativeTo: base)
        self.init(first: links["first"], previous: links["prev"], next: links["next"], last: links["last"])
    }

    /// The `page` number of the `last` link, when it names one.
    public var lastPageNumber: Int? { last.flatMap { Self.pageNumber(in: $0) } }

    /// The `page` query parameter of `url`.
    public static func pageNumber(in url: URL) -> Int? {
        URLComponents(url: url, resolvingAgainstBaseURL: true)?.queryItems?
            .last { $0.name == "page" }?.value.flatMap { Int($0) }
    }
}
