import Foundation

extension Client {
    /// Every page of a `Link`-paged endpoint (GitHub), in order.
    ///
    /// When the first page's `Link` header names both `next` and `last` and they differ only in a
    /// page-number query parameter, the remaining pages are loaded concurrently (at most
    /// `maxConcurrent` at once) and returned in page order; otherwise `next` is followed page by
    /// page. On a failure the pages in flight are cancelled and the failure is thrown.
    ///
    /// - Parameter maxPages: stop after this many pages, the first included (`nil`: all of them).
    public func fetchAllPages<Page: Sendable>(
        _ first: Request<Page>, maxConcurrent: Int = 4, maxPages: Int? = nil
    ) async throws(CourierError) -> [Reply<Page>] {
        let limit = max(1, maxPages ?? .max)
        let firstReply = try await reply(to: first)
        guard limit > 1 else { return [firstReply] }
        guard let numbered = LinkPageNumbers(firstReply) else {
            var replies: [Reply<Page>] = []
            for try await page in pages(first, paging: .linkHeader, maxPages: limit) { replies.append(page) }
            return replies
        }
        let requests = numbered.urls(limit: limit - 1).map { url in
            var request = first
            request.path = url.absoluteString
            request.query = []
            return request
        }
        let rest = await send(requests, maxConcurrent: maxConcurrent, onFailure: .cancelRemaining)
        var replies = [firstReply]
        var cancellation: CourierError?
        for result in rest {
            switch result {
            case .success(let reply): replies.append(reply)
            case .failure(let error) where error.isCancelled: cancellation = cancellation ?? error
            case .failure(let error): throw error
            }
        }
        if let cancellation { throw cancellation }
        return replies
    }
}

/// The page URLs between a reply's `Link: rel="next"` and `rel="last"`, when they differ only in
/// one whole-number query parameter (GitHub's `page`).
struct LinkPageNumbers {
    let last: URL
    let parameter: String
    let next: Int
    let lastNumber: Int

    init?<Page>(_ reply: Reply<Page>) {
        guard let header = reply.response.headers["Link"] else { return nil }
        let links = LinkHeader.parse(header, relativeTo: reply.request.url)
        guard let next = links["next"], let last = links["last"],
            let nextItems = URLComponents(url: next, resolvingAgainstBaseURL: false)?
                .percentEncodedQueryItems,
            let lastComponents = URLComponents(url: last, resolvingAgainstBaseURL: false),
            let lastItems = lastComponents.percentEncodedQueryItems, nextItems.count == lastItems.count,
            next.path == last.path, next.host == last.host
        else { return nil }
        let differing = zip(nextItems, lastItems).filter { $0.0 != $0.1 }
        guard differing.count == 1, let pair = differing.first, pair.0.name == pair.1.name,
            let nextNumber = pair.0.value.flatMap({ Int($0) }),
            let lastNumber = pair.1.value.flatMap({ Int($0) }),
            nextNumber <= lastNumber
        else { return nil }
        self.last = last
        parameter = pair.0.name
        self.next = nextNumber
        self.lastNumber = lastNumber
    }

    /// The URLs of pages `next…last`, at most `limit` of them.
    func urls(limit: Int) -> [URL] {
        let count = min(limit, lastNumber - next + 1)
        guard count > 0, var components = URLComponents(url: last, resolvingAgainstBaseURL: false) else {
            return []
        }
        return (next..<(next + count)).compactMap { number in
            components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map {
                $0.name == parameter ? URLQueryItem(name: parameter, value: String(number)) : $0
            }
            return components.url
        }
    }
}
