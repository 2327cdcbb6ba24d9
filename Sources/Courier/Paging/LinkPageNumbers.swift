import Basics
import Foundation

/// The pages between a reply's `Link: rel="next"` and `rel="last"`, when the two differ only in one
/// whole-number query parameter (GitHub's `page`): their count, and each page's URL when it is
/// wanted (so however many pages a listing claims, none costs anything until it is asked for).
///
/// Both links must be on the page's own origin (``URLOrigin``); page numbers are positive, so
/// counting them cannot overflow.
struct LinkPageNumbers {
    /// The `last` link's text before and after its page number.
    private let prefix: String
    private let suffix: String
    private let parameter: String
    /// The number of the `next` page.
    let next: Int
    /// The number of the `last` page.
    let last: Int

    /// `nil` when the reply has no `next` and `last` pair of that form; throws when either link
    /// leaves the page's origin.
    init?<Page>(_ reply: Reply<Page>) throws(CourierError) {
        let links = LinkHeader.parse(reply.response.headers, relativeTo: reply.linkBase)
        guard let nextLink = links["next"], let lastLink = links["last"] else { return nil }
        let next = try URLOrigin.followable(nextLink, from: reply)
        let last = try URLOrigin.followable(lastLink, from: reply)
        guard
            let nextItems = URLComponents(url: next, resolvingAgainstBaseURL: false)?
                .percentEncodedQueryItems,
            var template = URLComponents(url: last, resolvingAgainstBaseURL: false),
            let lastItems = template.percentEncodedQueryItems, nextItems.count == lastItems.count,
            next.path == last.path
        else { return nil }
        let differing = zip(nextItems, lastItems).filter { $0.0 != $0.1 }
        guard differing.count == 1, let pair = differing.first, pair.0.name == pair.1.name,
            let nextNumber = pair.0.value.flatMap({ Int($0) }),
            let lastNumber = pair.1.value.flatMap({ Int($0) }),
            nextNumber >= 1, nextNumber <= lastNumber
        else { return nil }
        // The link's text around its page number, found by putting a marker in the number's place.
        let marker = "page-\(UUID().uuidString)"
        template.percentEncodedQueryItems = lastItems.map {
            $0.name == pair.0.name ? URLQueryItem(name: $0.name, value: marker) : $0
        }
        guard let text = template.string, let place = text.range(of: marker) else { return nil }
        prefix = String(text[..<place.lowerBound])
        suffix = String(text[place.upperBound...])
        parameter = pair.0.name
        self.next = nextNumber
        self.last = lastNumber
    }

    /// How many pages `next…last` holds (at least 1; both are positive, so this cannot overflow).
    var count: Int { last - next + 1 }

    /// The absolute URL of page `number`, as text: the `last` link with its number replaced.
    func link(toPage number: Int) -> String { prefix + String(number) + suffix }

    /// Whether `request` (the page that named these links) is itself one of pages `next…last`: a
    /// `next` link back to it would have the listing fetch it again.
    func includes(_ request: HTTPRequest) -> Bool {
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: true)?.percentEncodedQueryItems
        guard let number = items?.last(where: { $0.name == parameter })?.value.flatMap({ Int($0) }),
            (next...last).contains(number), let url = URL(string: link(toPage: number))
        else { return false }
        var page = request
        page.url = url
        return PageIdentity(page) == PageIdentity(request)
    }
}
