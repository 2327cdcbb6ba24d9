import Basics
import Foundation
import GitHub
import RepoViewer
import Web

/// The repository viewer's pages: search as you type, driven by `RepoViewer`'s view model on the
/// server (one per browser session and listing choice), which debounces, cancels the search a newer
/// text replaces, and never lets a stale answer replace a newer one. Avatars are served from the
/// viewer's avatar cache, so the browser never calls GitHub, and the token never reaches it.
struct ReposApp: Sendable {
    let configuration: GitHubConfiguration
    let github: GitHubClient
    let avatars: AvatarLoader
    let viewModels: ViewModelRegistry
    /// The requests to GitHub each client may make.
    let allowance: SearchAllowance

    init(
        configuration: GitHubConfiguration,
        allowance: SearchAllowance = SearchAllowance(perHour: SearchAllowance.defaultPerHour)
    ) {
        self.configuration = configuration
        self.allowance = allowance
        github = GitHubClient(configuration: configuration)
        // A redirect could lead off the hosts `servesAvatar` allows: it is not followed.
        avatars = AvatarLoader(
            directory: configuration.avatarDirectory,
            userAgent: configuration.userAgent, followsRedirects: false)
        viewModels = ViewModelRegistry()
    }

    var backend: Backend { .github(configuration.apiURL.absoluteString) }

    /// The listing a page asks for: `sort` (created, updated, pushed, full_name) and `all` pages.
    struct Listing: Hashable, Sendable {
        var sort: RepositoryListOptions.Sort
        var allPages: Bool

        @MainActor
        init(_ page: PageRequest) {
            sort = RepositoryListOptions.Sort(rawValue: page.form["sort"] ?? "") ?? .fullName
            allPages = page.form["all"] == "1"
        }

        var options: RepositoryListOptions {
            RepositoryListOptions(sort: sort, perPage: RepositoryListOptions.maxPerPage)
        }
    }

    /// Avatars are fetched only from GitHub's avatar hosts (`https://avatars.githubusercontent.com`,
    /// `avatars0` to `avatars9` too; not `raw.` and the other user content hosts) or
    /// the configured API's own origin (scheme, host and port), never from an address that carries
    /// credentials, and without following a redirect: the site fetches nothing else for a browser.
    func servesAvatar(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased(), url.user == nil,
            url.password == nil
        else { return false }
        if URLOrigin.same(url, configuration.apiURL) { return true }
        return scheme == "https" && (url.port == nil || url.port == 443)
            && Self.isAvatarHost(host)
    }

    /// `avatars.githubusercontent.com`, or `avatars0` to `avatars9` of it.
    static func isAvatarHost(_ host: String) -> Bool {
        guard host.hasSuffix(".githubusercontent.com") else { return false }
        let name = host.dropLast(".githubusercontent.com".count)
        return name == "avatars"
            || (name.count == 8 && name.hasPrefix("avatars") && name.last?.isNumber == true)
    }
}
