import Courier
import Foundation

/// The pages of a GitHub list as an `AsyncSequence`: each page comes with its response (rate
/// limit, links). The next page is the `Link: rel="next"` URL, followed exactly as given (Courier's
/// `Paging.linkHeader`) when it is on the API's origin and not a page already fetched; the
/// sequence ends on a page without one. Pages are fetched only when the loop asks for them, at
/// most ``GitHubClient/pageLimit`` of them.
public struct GitHubPages<Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = GitHubResponse<[Item]>
    public typealias Failure = GitHubError

    let pages: Pages<[Item]>
    let subject: GitHubError.Subject
    /// Thrown by the first `next()`, which sends nothing: the request could never succeed.
    let refusal: GitHubError?

    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator(), subject: subject, refusal: refusal)
    }

    /// Fetches one page per call to `next()`.
    public struct Iterator: AsyncIteratorProtocol {
        var pages: Pages<[Item]>.Iterator
        let subject: GitHubError.Subject
        var refusal: GitHubError?
        var refused = false

        public mutating func next() async throws(GitHubError) -> GitHubResponse<[Item]>? {
            if let refusal {
                self.refusal = nil
                refused = true
                throw refusal
            }
            if refused { return nil }
            do {
                return try await pages.next().map(GitHubResponse.init)
            } catch {
                throw GitHubError(error, subject: subject)
            }
        }
    }
}

extension GitHubClient {
    /// Every page of a user's repositories, one request at a time, following `Link: rel="next"`. A
    /// name GitHub cannot have ends the sequence with that failure before any request.
    public func repositoryPages(of login: String, _ options: RepositoryListOptions = .init())
        -> GitHubPages<Repository>
    {
        GitHubPages(
            pages: client.pages(
                GitHubAPI.repositories(of: login, options), paging: .linkHeader, pageLimit: pageLimit),
            subject: .user(login), refusal: Self.refusal(of: login))
    }

    /// All of a user's repositories. Once the first page names the last one (`rel="last"`), the
    /// remaining pages load concurrently (at most ``concurrency`` at a time) and are put back in
    /// order (Courier's `fetchAllPages`); without it, pages are walked one by one. A listing of
    /// more than ``pageLimit`` pages fails (``GitHubError/other(_:)``), and links off the API or
    /// back to a page already fetched are refused (``GitHubError/malformedResponse(_:response:)``).
    ///
    /// - Parameter options: `perPage` defaults to 100, the most GitHub allows.
    public func allRepositories(of login: String, _ options: RepositoryListOptions = .init())
        async throws(GitHubError) -> [Repository]
    {
        try Self.check(login)
        var options = options
        if options.perPage == nil { options.perPage = RepositoryListOptions.maxPerPage }
        return try await fetchAll(GitHubAPI.repositories(of: login, options), about: .user(login))
            .flatMap(\.value)
    }

    /// All of a user's repositories, going on from their first page, `first`, which this client
    /// fetched (``repositories(of:_:)``; a page of another listing is refused) and which is not
    /// fetched again; as ``allRepositories(of:_:)`` lists them, at `first`'s page size. A response
    /// made by hand, with no reply behind it, lists them all as ``allRepositories(of:_:)`` does.
    public func allRepositories(of login: String, after first: GitHubResponse<[Repository]>)
        async throws(GitHubError) -> [Repository]
    {
        try Self.check(login)
        guard first.url.path.hasSuffix("/users/\(login)/repos") else {
            throw .other("\(first.url.path) is not a page of \(login)'s repositories")
        }
        guard let reply = first.reply else { return try await allRepositories(of: login) }
        do {
            let pages = try await client.fetchAllPages(
                after: reply, maxConcurrent: concurrency, pageLimit: pageLimit)
            return pages.flatMap(\.value)
        } catch {
            throw GitHubError(error, subject: .user(login))
        }
    }

    /// Every page of `first`, in order, with its response (see ``allRepositories(of:_:)``).
    public func fetchAll<Item: Sendable>(_ first: Request<[Item]>, about subject: GitHubError.Subject)
        async throws(GitHubError) -> [GitHubResponse<[Item]>]
    {
        do {
            return try await client.fetchAllPages(first, maxConcurrent: concurrency, pageLimit: pageLimit)
                .map(GitHubResponse.init)
        } catch {
            throw GitHubError(error, subject: subject)
        }
    }
}
