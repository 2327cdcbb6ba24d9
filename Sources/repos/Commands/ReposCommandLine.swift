import Basics
import GitHub
import RepoViewer
import Terminal

/// `repos`: a GitHub user's public repositories. One command: this declares it, makes its context
/// (the list options, the client from the environment) and starts the search as you type.
enum ReposCommandLine: CommandLineTool {
    static let root = Command<ReposContext>(
        "repos", summary: "List a GitHub user's public repositories.",
        discussion: """
            With no USER on a terminal, repos is interactive: type a name and the list
            updates as you type (Ctrl-D or Ctrl-C quits).

            ENVIRONMENT:
              GITHUB_API_URL   the API, default \(GitHubConfiguration.defaultAPIURL)
              GITHUB_TOKEN     a token for a higher rate limit (sent to the API host only)
              XDG_CACHE_HOME   ETags and avatars are kept in $XDG_CACHE_HOME/courier-github
                               (default ~/.cache/courier-github)
              NO_COLOR         no colours and no avatar images

            \(ExitCode.helpText)
            """,
        arguments: [.optional("USER", help: "A GitHub user or organisation name.")],
        options: [
            .value(
                "sort", valueName: "created|updated|pushed|full_name", help: "The order (default full_name)."),
            .value(
                "direction", valueName: "asc|desc",
                help: "asc or desc (default asc for full_name, else desc)."),
            .flag("all", help: "Follow every page (the first 100 repositories otherwise)."),
            .json, .verbose,
        ],
        action: .run(ListCommand.run))

    /// Failures read `Error: message`, as every tool's; GitHub out of reach says what to check.
    static func alertWording(_ environment: [String: String]) -> AlertWording {
        AlertWording(unavailableHint: GitHubConfiguration.unreachableAdvice)
    }

    static func context(for launch: Launch<ReposContext>) throws(StartFailure) -> ReposContext {
        let options: RepositoryListOptions
        do throws(UsageError) {
            options = try listOptions(launch.invocation)
        } catch {
            throw .usage(error)
        }
        do throws(GitHubError) {
            let configuration = try GitHubConfiguration(environment: launch.environment)
            return ReposContext(launch: launch, configuration: configuration, options: options)
        } catch {
            throw .setting(Alert(error))
        }
    }

    /// The search as you type, which redraws the screen: a terminal that takes no cursor controls
    /// (`TERM=dumb`) is told to name the user instead.
    static func interactive(_ context: ReposContext) async -> ExitCode {
        guard context.console.movesCursor else {
            return context.output.fail(
                .input(
                    "The interactive search needs a terminal that can redraw (TERM is dumb): run repos USER"
                ))
        }
        return await InteractiveSearch(context: context).run()
    }

    /// `--sort` and `--direction`, checked against the values GitHub accepts.
    static func listOptions(_ invocation: Invocation<ReposContext>) throws(UsageError)
        -> RepositoryListOptions
    {
        var options = RepositoryListOptions(perPage: RepositoryListOptions.maxPerPage)
        if let sort = invocation.value("sort") {
            guard let value = RepositoryListOptions.Sort(rawValue: sort) else {
                throw invocation.usageError(
                    "--sort must be created, updated, pushed or full_name (got '\(sort)')")
            }
            options.sort = value
        }
        if let direction = invocation.value("direction") {
            guard let value = RepositoryListOptions.Direction(rawValue: direction) else {
                throw invocation.usageError("--direction must be asc or desc (got '\(direction)')")
            }
            options.direction = value
        }
        return options
    }
}
