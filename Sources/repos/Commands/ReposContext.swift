import Courier
import Foundation
import GitHub
import RepoViewer
import Terminal

/// What a `repos` run works with: the console, the GitHub client and the avatar loader.
@MainActor
struct ReposContext {
    let configuration: GitHubConfiguration
    let console: Console
    let github: GitHubClient
    let avatars: AvatarLoader

    init(configuration: GitHubConfiguration, console: Console) {
        self.configuration = configuration
        self.console = console
        github = GitHubClient(configuration: configuration)
        avatars = AvatarLoader(
            directory: configuration.cacheDirectory?.appending(path: "avatars", directoryHint: .isDirectory),
            userAgent: configuration.userAgent)
    }
}
