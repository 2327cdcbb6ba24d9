import Courier
import Foundation
import GitHub
import RepoViewer
import Terminal

/// What a `repos` run works with: the command line and console, the list options, the GitHub
/// client and the avatar loader.
struct ReposContext: ToolContext {
    let launch: Launch<ReposContext>
    /// `--sort` and `--direction`, pages of 100.
    let options: RepositoryListOptions
    let github: GitHubClient
    let avatars: AvatarLoader

    init(launch: Launch<ReposContext>, configuration: GitHubConfiguration, options: RepositoryListOptions) {
        self.launch = launch
        self.options = options
        github = GitHubClient(configuration: configuration, middleware: launch.requestMiddleware)
        avatars = AvatarLoader(
            directory: configuration.avatarDirectory,
            userAgent: configuration.userAgent)
    }
}
