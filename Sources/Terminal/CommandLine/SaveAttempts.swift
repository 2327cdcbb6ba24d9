import Basics

/// A save at a terminal, tried again until it works or the person stops: what was typed is not
/// lost to a server that did not answer.
///
/// Each attempt runs a presenter's save, which shows its outcome on `screen`. After one that failed,
/// the alerts decide: a login first (``End/login``) or what was saved gone (``End/gone``) end the
/// attempts, for the caller to follow; otherwise the person is asked "Try again?". A save that
/// sends the same again is offered only when the failure was for want of an answer
/// (``Screen/mayTryAgain``): the same input would be refused again. One that asks for its input
/// again is offered after any failure, so a refused field can be corrected. Input that ends (Ctrl-D)
/// before a save is said, at a terminal, to have saved nothing.
@MainActor
public struct SaveAttempts {
    /// How the attempts ended.
    public enum End: Sendable, Hashable {
        case saved
        /// The last attempt failed, and no other was made: the person said no, or there is nobody to
        /// ask (not a terminal), or trying again could not help. Its alerts are still on the screen.
        case failed
        /// The input ended (Ctrl-D) while asking.
        case inputEnded
        /// The server asks for a login.
        case login
        /// What was being saved no longer exists (deleted elsewhere).
        case gone
    }

    /// Asks whether to try again; `nil` when there is nobody to ask.
    let prompter: Prompter?
    /// "Try again?" in the tool's language.
    let question: String
    /// Whether each attempt asks for its input again, rather than sending the same.
    let asksAgain: Bool
    /// "Not saved." in the tool's language.
    let notSaved: String
    /// What a form that saved nothing says, in English: here and for ``ToolContext/formAbandoned(_:)``.
    public nonisolated static let notSavedInEnglish = "Not saved."

    public init(
        prompter: Prompter?, question: String = "Try again?", asksAgain: Bool,
        notSaved: String = notSavedInEnglish
    ) {
        self.prompter = prompter
        self.question = question
        self.asksAgain = asksAgain
        self.notSaved = notSaved
    }

    /// Runs `attempt` until it saves or the attempts end. `attempt` returns whether it saved, or
    /// `nil` when the input ended while it asked.
    public func run(on screen: Screen, _ attempt: () async -> Bool?) async -> End {
        while true {
            guard let saved = await attempt() else { return inputEnded() }
            if saved { return .saved }
            switch Alert.Dismissal(of: screen.alerts) {
            case .showLogin: return .login
            case .close: return .gone
            case .stay: break
            }
            guard let prompter, asksAgain || screen.mayTryAgain else { return .failed }
            guard let again = prompter.confirm(question, default: true) else { return inputEnded() }
            guard again else { return .failed }
            _ = screen.takeAlerts()
        }
    }

    private func inputEnded() -> End {
        if let console = prompter?.console, console.canPrompt { console.printError(notSaved) }
        return .inputEnded
    }
}
