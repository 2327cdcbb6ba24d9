import Basics
import Courier
import Terminal
import Testing

/// How every tool starts (``CommandLineTool``): help, usage errors, the bare command, settings
/// read once and reported by their kind, and the handler of the command invoked.
@MainActor @Suite struct CommandLineToolTests {
    private func run(
        _ arguments: String..., environment: [String: String] = ["GREETING": "Hello"],
        interactive: Bool = false
    ) async -> (code: ExitCode, output: String, errors: String) {
        let test = TestConsole(isInteractive: interactive)
        let code = await GreeterTool.run(
            arguments: arguments, environment: environment, console: test.console)
        return (code, test.output.text, test.errors.text)
    }

    @Test func theInvokedCommandsHandlerRunsWithTheContext() async {
        let result = await run("say", "Ann")
        #expect(result.code == .success)
        #expect(result.output == "Hello, Ann\n")
        #expect(await run("say", "Ann", "--json").output.contains(#""greeted" : "Ann""#))
    }

    @Test func helpAndUsageErrorsNeedNoSettings() async {
        let help = await run("say", "--help", environment: [:])
        #expect(help.code == .success && help.output.hasPrefix("OVERVIEW: Greets one person."))
        let usage = await run("say", environment: [:])
        #expect(usage.code == .usage)
        #expect(usage.errors.hasPrefix("error: missing argument <name>\nUSAGE: greeter say <name>"))
    }

    @Test func aCommandWithoutSettingsPrintsFromTheEnvironmentAlone() async {
        let result = await run("schema", environment: ["BASE": "appX"])
        #expect(result.code == .success && result.output == "{\"schema\":\"appX\"}\n")
    }

    @Test func theBareCommandIsTheInteractiveModeOnlyAtATerminal() async {
        let atTerminal = await run(interactive: true)
        #expect(atTerminal.code == .success && atTerminal.output == "menus for Hello\n")
        let piped = await run()
        #expect(piped.code == .usage && piped.errors.hasPrefix("error: no command given"))
        #expect(await run("interactive").output == "menus for Hello\n", "asked for, it needs no terminal")
    }

    /// A person waits at the menus: their requests have Courier's `PersonWaits` caps, which
    /// one-shot commands (often in scripts) do not.
    @Test func theInteractiveModeCapsItsRequestsWaits() async {
        let capped = "attempt \(PersonWaits.longestAttempt), wait \(PersonWaits.longestWait)\n"
        #expect(await run(environment: ["GREETING": "caps"], interactive: true).output == capped)
        #expect(await run("interactive", environment: ["GREETING": "caps"]).output == capped)
        #expect(await run("caps").output == "attempt none, wait none\n")
    }

    @Test func aGroupWithoutADefaultShowsItsHelpAsAUsageError() async {
        let result = await run("group")
        #expect(result.code == .usage && result.errors.contains("SUBCOMMANDS:"))
    }

    @Test func aBadSettingIsReportedOnceAndEndsByItsKind() async {
        let missing = await run("say", "Ann", environment: [:])
        #expect(missing.code == .failure && missing.output.isEmpty)
        #expect(missing.errors == "Oops: GREETING is not set\n")
        let refused = await run("say", "Ann", "--json", environment: ["GREETING": "forbidden"])
        #expect(refused.code == .authentication)
        #expect(
            refused.errors == ErrorJSON(.authentication, message: "The token was refused", reason: nil).text
                + "\n")
    }

    @Test func verboseAsksForTheRequestLog() throws {
        let test = TestConsole()
        func launch(_ arguments: String...) throws -> Launch<GreeterTool.Context> {
            Launch(
                invocation: try ArgumentParser.parse(arguments, root: GreeterTool.root), environment: [:],
                console: test.console, output: Output(console: test.console))
        }
        #expect(try launch("say", "Ann").requestMiddleware.isEmpty)
        #expect(try launch("-v", "say", "Ann").requestMiddleware.count == 1)
    }
}
