import Foundation
import GitHub
import RepoViewer
import Terminal

/// Runs one `repos` command line: parse, configure, list or search interactively, and the exit code.
@MainActor
enum ReposCommand {
    static func run(arguments: [String], environment: [String: String], console: Console) async -> ExitCode {
        let invocation: Invocation
        let options: RepositoryListOptions
        do throws(UsageError) {
            invocation = try ArgumentParser.parse(arguments, root: ReposCommandLine.root)
            options = try listOptions(invocation)
        } catch {
            console.printError(error.report)
            return .usage
        }
        if invocation.wantsHelp {
            console.output.write(HelpFormatter.help(for: invocation.commands))
            return .success
        }
        let configuration: GitHubConfiguration
        do throws(GitHubError) {
            configuration = try GitHubConfiguration(environment: environment)
        } catch {
            return FailureReport.print(error, console: console, json: invocation.flag("json"))
        }
        let context = ReposContext(configuration: configuration, console: console)
        guard let user = invocation.argument("USER") else {
            guard console.isInteractive, !invocation.flag("json") else {
                console.printError(
                    UsageError("missing argument <USER>", commands: invocation.commands).report)
                return .usage
            }
            return await InteractiveSearch(context: context, options: options).run()
        }
        return await ListCommand(context: context).run(
            user: user, options: options, all: invocation.flag("all"), json: invocation.flag("json"))
    }

    /// `--sort` and `--direction`, checked against the values GitHub accepts.
    static func listOptions(_ invocation: Invocation) throws(UsageError) -> RepositoryListOptions {
        var options = RepositoryListOptions(perPage: RepositoryListOptions.maxPerPage)
        if let sort = invocation.value("sort") {
            guard let value = RepositoryListOptions.Sort(rawValue: sort) else {
                throw UsageError(
                    "--sort must be created, updated, pushed or full_name (got '\(sort)')",
                    commands: invocation.commands)
            }
            options.sort = value
        }
        if let direction = invocation.value("direction") {
            guard let value = RepositoryListOptions.Direction(rawValue: direction) else {
                throw UsageError(
                    "--direction must be asc or desc (got '\(direction)')", commands: invocation.commands)
            }
            options.direction = value
        }
        return options
    }
}
