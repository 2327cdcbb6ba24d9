import TILBrowser
import TILClient
import Terminal

/// `til users show|acronyms` and `til categories show|acronyms`: the user or category the argument
/// names, then its acronyms (only the acronyms with `acronymsOnly`).
@MainActor
enum AcronymGroupCommand {
    static func show(
        _ context: TILContext, acronymsOnly: Bool, find: (Resolver) async throws(TILError) -> AcronymGroup
    ) async -> ExitCode {
        do throws(TILError) {
            let presenter = AcronymGroupPresenter(
                group: try await find(context.resolver),
                interactor: AcronymGroupInteractor(session: context.session))
            let screen: Screen & AcronymGroupView =
                acronymsOnly
                ? AcronymsOnlyScreen(output: context.output) : AcronymGroupScreen(output: context.output)
            presenter.view = screen
            return await screen.exitCode(after: presenter.load)
        } catch {
            return context.fail(error)
        }
    }
}
