import Courier
import Foundation

/// The pages of a GitHub list as an `AsyncSequence`: each page comes with its response (rate
/// limit, links). The next page is the `Link: rel="next"` URL, followed exactly as given; the
/// sequence ends on a page without one. Pages are fetched only when the loop asks for them.
public struct GitHubPages<Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = GitHubResponse<[Item]>
    public typealias Failure = GitHubError

    let github: GitHubClient
    let first: Request<[Item]>
    let subject: GitHubError.Subject

    public func makeAsyncIterator() -> Iterator {
        Iterator(github: github, pending: first, subject: subject)
    }

    /// Fetches one page per call to `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        let github: GitHubClient
        var pending: Request<[Item]>?
        let subject: GitHubError.Subject

        public mutating func next() async throws(GitHubError) -> GitHubResponse<[Item]>? {
            guard let request = pending else { return nil }
            pending = nil
            if Task.isCancelled { throw .cancelled }
            let page = try await github.send(request, about: subject)
            if let next = page.links.next { pending = request.following(next) }
            return page
        }
    }
}

extension Request {
    /// The same request for another page: `url` as given, with no query of our own.
    func following(_ url: URL) -> Request {
        var copy = self
        copy.path = url.absoluteString
        copy.query = []
        return copy
    }
}

extension GitHubClient {
    /// Every page of a user's repositories, one request at a time, following `Link: rel="next"`.
    public func repositoryPages(of login: String, _ options: RepositoryListOptions = .init())
        -> GitHubPages<Repository>
    {
        GitHubPages(github: self, first: GitHubAPI.repositories(of: login, options), subject: .user(login))
    }

    /// All of a user's repositories. Once the first page names the last one (`rel="last"` with a
    /// `page` number), the remaining pages load concurrently (at most ``concurrency`` at a time) and
    /// are put back in order; without it, pages are walked one by one.
    ///
    /// - Parameter options: `perPage` defaults to 100, the most GitHub allows.
    public func allRepositories(of login: String, _ options: RepositoryListOptions = .init())
        async throws(GitHubError) -> [Repository]
    {
        var options = options
        if options.perPage == nil { options.perPage = RepositoryListOptions.maxPerPage }
        return try await fetchAll(GitHubAPI.repositories(of: login, options), about: .user(login))
    }

    /// The items of every page of `first`, in order (see ``allRepositories(of:_:)``).
    public func fetchAll<Item: Sendable>(_ first: Request<[Item]>, about subject: GitHubError.Subject)
        async throws(GitHubError) -> [Item]
    {
        let firstPage = try await send(first, about: subject)
        guard let next = firstPage.links.next else { return firstPage.value }
        guard let last = firstPage.links.last, let lastNumber = firstPage.links.lastPageNumber,
            let firstNumber = PageLinks.pageNumber(in: next).map({ $0 - 1 }), lastNumber > firstNumber
        else {
            var items = firstPage.value
            for try await page in GitHubPages(github: self, first: first.following(next), subject: subject) {
                items += page.value
            }
            return items
        }
        let numbers = Array((firstNumber + 1)...lastNumber)
        var requests: [Request<[Item]>] = []
        for number in numbers {
            guard let url = PageLinks.url(last, page: number) else {
                throw .malformedResponse("cannot build page \(number) from the Link header")
            }
            requests.append(first.following(url))
        }
        let pages = try await sendAll(requests, about: subject)
        return firstPage.value + pages.flatMap(\.self)
    }

    /// Sends `requests` with at most ``concurrency`` in flight, returning the values in input order.
    /// The first failure cancels the rest.
    func sendAll<Item: Sendable>(_ requests: [Request<[Item]>], about subject: GitHubError.Subject)
        async throws(GitHubError) -> [[Item]]
    {
        do {
            return try await withThrowingTaskGroup(of: (Int, [Item]).self) { group in
                var results = [[Item]?](repeating: nil, count: requests.count)
                var nextIndex = 0
                func startNext() {
                    guard nextIndex < requests.count else { return }
                    let index = nextIndex
                    let request = requests[index]
                    nextIndex += 1
                    group.addTask { (index, try await self.send(request, about: subject).value) }
                }
                for _ in 0..<min(concurrency, requests.count) { startNext() }
                while let (index, items) = try await group.next() {
                    results[index] = items
                    startNext()
                }
                return results.map { $0 ?? [] }
            }
        } catch let error as GitHubError {
            throw error
        } catch {
            throw .cancelled
        }
    }
}
