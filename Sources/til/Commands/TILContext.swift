import Basics
import TILBrowser
import TILClient
import Terminal

/// What a `til` command handler works with: the command line, the console and output, the session.
struct TILContext: ToolContext {
    let launch: Launch<TILContext>
    let session: TILSession

    var resolver: Resolver { Resolver(session: session) }

    /// Prints a failed request or lookup and returns its exit code.
    func fail(_ error: TILError) -> ExitCode {
        output.fail(Alert(error))
    }

    /// For writes: fails at once, before asking for anything, when the server wants a login and none
    /// is saved. Returns the exit code of that failure, `nil` when the write can go ahead.
    func requireLogin() -> ExitCode? {
        switch session.authenticationState() {
        case .notRequired, .loggedIn: return nil
        case .loggedOut:
            return fail(.notLoggedIn(reason: "no saved login for \(session.configuration.serverKey)"))
        case .unusable(let problem): return fail(.notLoggedIn(reason: problem))
        }
    }

    /// The option's value; else, at a terminal, the answer to a prompt (`current` as its default),
    /// asked again while `problem` finds something wrong with it; else `current`. `nil` only when
    /// the input ended during the prompt.
    func field(
        _ option: String, label: String, current: String = "",
        refusing problem: (String) -> String? = { _ in nil }
    ) -> String? {
        if let value = invocation.value(option) { return value }
        guard canPrompt else { return current }
        return prompter.ask(label, default: current.nonEmpty, refusing: problem)
    }

    /// Whether ``password(label:)`` asks at the terminal (rather than reading `--password-stdin`'s
    /// line, or having nowhere to ask).
    var asksForPassword: Bool { canPrompt && !invocation.flag("password-stdin") }

    /// A password: the first line of standard input with `--password-stdin` (not echoed if that is a
    /// terminal); else, at a terminal, typed without echo after a prompt; else `nil`.
    func password(label: String = "Password") -> String? {
        if invocation.flag("password-stdin") { return console.input.readSecret() }
        guard canPrompt else { return nil }
        return prompter.askSecret(label)
    }

    /// The acronym, user or category the positional argument `name` names.
    func reference(_ name: String) -> EntityReference {
        EntityReference(invocation.argument(name) ?? "")
    }
}
