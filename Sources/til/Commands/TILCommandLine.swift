import Basics
import TILBrowser
import TILClient
import Terminal

/// `til`: the TIL API from the terminal. Its commands are in ``CommandTree``; this makes their
/// context (the configuration from the environment, the session) and starts the interactive mode.
enum TILCommandLine: CommandLineTool {
    static var root: Command<TILContext> { CommandTree.root }

    /// The app's alert title; a one-shot command says how to log in when an alert wants a login.
    static func alertWording(_ environment: [String: String]) -> AlertWording {
        AlertWording(
            title: Alert.tilTitle, loginHint: "Log in with 'til login'.",
            unavailableHint: TILConfiguration.unreachableAdvice)
    }

    static func context(for launch: Launch<TILContext>) throws(StartFailure) -> TILContext {
        do throws(TILError) {
            let configuration = try TILConfiguration(environment: launch.environment)
            let session = TILSession(configuration: configuration, middleware: launch.requestMiddleware)
            return TILContext(launch: launch, session: session)
        } catch {
            throw .setting(Alert(error))
        }
    }

    static func interactive(_ context: TILContext) async -> ExitCode {
        await InteractiveShell(context: context).run()
    }
}
