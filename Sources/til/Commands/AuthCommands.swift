import Basics
import TILBrowser
import TILClient
import Terminal

/// `til login` and `til logout`.
@MainActor
enum AuthCommands {
    static func login(_ context: TILContext) async -> ExitCode {
        guard context.session.authMode == .token else { return context.fail(.loginsOff) }
        let presenter = LoginPresenter(interactor: SessionInteractor(session: context.session))
        let screen = LoginScreen(output: context.output)
        presenter.view = screen
        guard let username = context.field("username", label: "Username") else {
            return context.formAbandoned("Not logged in.")
        }
        let password = context.password()
        if password == nil && context.asksForPassword { return context.formAbandoned("Not logged in.") }
        return await screen.exitCode { await presenter.login(username: username, password: password ?? "") }
    }

    static func logout(_ context: TILContext) async -> ExitCode {
        do throws(TILError) {
            let everywhere = context.invocation.flag("everywhere")
            let outcome = try await SessionInteractor(session: context.session).logout(everywhere: everywhere)
            context.output.loggedOut(outcome, everywhere: everywhere)
            // A logout everywhere is for the logins elsewhere (a lost device's): when they were not
            // ended, a script must not read it as done. Its JSON also has the error line every
            // failure has (the text above already said it).
            guard let failure = Output.failure(of: outcome, everywhere: everywhere) else { return .success }
            if context.output.isJSON { context.output.alert(failure) }
            return ExitCode(failure.kind)
        } catch {
            return context.fail(error)
        }
    }
}
