/// The query parameters of `GET /users/{username}/repos`.
public struct RepositoryListOptions: Sendable, Hashable {
    /// Which repositories: `owner` (GitHub's default), `member`, or `all`.
    public enum Kind: String, Sendable, CaseIterable {
        case all, owner, member
    }

    /// The order: `full_name` (GitHub's default, case-insensitive), `created`, `updated`, `pushed`.
    public enum Sort: String, Sendable, CaseIterable {
        case created, updated, pushed
        case fullName = "full_name"
    }

    /// `asc` (default for `full_name`) or `desc` (default otherwise).
    public enum Direction: String, Sendable, CaseIterable {
        case ascending = "asc"
        case descending = "desc"
    }

    /// The most items GitHub returns per page.
    public static let maxPerPage = 100

    public var kind: Kind?
    public var sort: Sort?
    public var direction: Direction?
    /// Items per page, 1…100 (clamped); GitHub's default is 30.
    public var perPage: Int?
    /// The page to start at (1-based); later pages are followed through `Link` headers.
    public var page: Int?

    /// Whether a page of `count` repositories listed with these options may not be all of them:
    /// it is full.
    public func isFullPage(_ count: Int) -> Bool { count >= (perPage ?? 30) }

    public init(
        kind: Kind? = nil, sort: Sort? = nil, direction: Direction? = nil, perPage: Int? = nil,
        page: Int? = nil
    ) {
        self.kind = kind
        self.sort = sort
        self.direction = direction
        self.perPage = perPage.map { min(max($0, 1), Self.maxPerPage) }
        self.page = page.map { max($0, 1) }
    }

    /// The parameters as query items, in a fixed order, leaving out those not set.
    var queryItems: [(String, String)] {
        var items: [(String, String)] = []
        if let kind { items.append(("type", kind.rawValue)) }
        if let sort { items.append(("sort", sort.rawValue)) }
        if let direction { items.append(("direction", direction.rawValue)) }
        if let perPage { items.append(("per_page", String(min(max(perPage, 1), Self.maxPerPage)))) }
        if let page { items.append(("page", String(page))) }
        return items
    }
}
