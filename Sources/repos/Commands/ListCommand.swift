import Basics
import GitHub
import RepoViewer
import Terminal

/// `repos USER`: one page (up to 100) or, with `--all`, every page; a table or `--json`. Without
/// USER, the search as you type at a terminal, else a usage error.
@MainActor
enum ListCommand {
    static func run(_ context: ReposContext) async -> ExitCode {
        let json = context.output.isJSON
        guard let user = context.invocation.argument("USER") else {
            guard context.console.isInteractive, !json else {
                return context.launch.printUsageError("missing argument <USER>")
            }
            return await ReposCommandLine.interactiveSession(context)
        }
        let repositories: [Repository]
        do throws(GitHubError) {
            repositories =
                context.invocation.flag("all")
                ? try await context.github.allRepositories(of: user, context.options)
                : try await context.github.repositories(of: user, context.options).value
        } catch {
            return context.output.fail(Alert(error))
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
        // A full first page may not be all of them: said where a pipe's reader does not see it.
        if !context.invocation.flag("all"), context.options.isFullPage(repositories.count) {
            console.printError("The first \(repositories.count) repositories: --all lists every one.")
        }
        return .success
    }
}
