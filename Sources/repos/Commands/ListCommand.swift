import GitHub
import RepoViewer
import Terminal

/// `repos USER`: one page (up to 100) or, with `--all`, every page; a table or `--json`.
@MainActor
struct ListCommand {
    let context: ReposContext

    func run(user: String, options: RepositoryListOptions, all: Bool, json: Bool) async -> ExitCode {
        let repositories: [Repository]
        do throws(GitHubError) {
            repositories =
                all
                ? try await context.github.allRepositories(of: user, options)
                : try await context.github.repositories(of: user, options).value
        } catch {
            return FailureReport.print(error, console: context.console, json: json)
        }
        let console = context.console
        if json {
            console.print(RepositoryJSON.text(repositories))
            return .success
        }
        guard let first = repositories.first else {
            console.print("\(SafeText.line(user)) has no public repositories.")
            return .success
        }
        for line in await AvatarView.lines(for: first, avatars: context.avatars, console: console) {
            console.print(line)
        }
        console.print(RepositoryTable.render(repositories, console: console))
        return .success
    }
}
