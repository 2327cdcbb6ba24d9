import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til acronyms list|show|search|delete`.
@MainActor
enum AcronymCommands {
    static func list(_ context: CommandContext) async -> ExitCode {
        let (presenter, screen) = listPresenter(context, screen: AcronymListScreen(output: context.output))
        presenter.order = context.invocation.flag("sorted") ? .sorted : .saved
        await presenter.load()
        return screen.exitCode
    }

    static func search(_ context: CommandContext) async -> ExitCode {
        let (presenter, screen) = listPresenter(context, screen: AcronymListScreen(output: context.output))
        await presenter.search(context.invocation.argument("term") ?? "")
        return screen.exitCode
    }

    static func show(_ context: CommandContext) async -> ExitCode {
        let acronym: Acronym
        do throws(TILError) {
            acronym = try await context.resolver.acronym(reference(context))
        } catch {
            return context.fail(error)
        }
        let presenter = AcronymDetailPresenter(
            acronym: acronym, interactor: AcronymDetailInteractor(session: context.session))
        let screen = AcronymDetailScreen(output: context.output)
        presenter.view = screen
        await presenter.load()
        return screen.exitCode
    }

    static func delete(_ context: CommandContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        let acronym: Acronym
        do throws(TILError) {
            acronym = try await context.resolver.acronym(reference(context))
        } catch {
            return context.fail(error)
        }
        if context.canPrompt && !context.invocation.flag("yes") {
            let question = "Delete \(SafeText.line(acronym.short)) (\(SafeText.line(acronym.long)))?"
            guard context.prompter.confirm(question) == true else {
                context.console.printError("Not deleted.")
                return .failure
            }
        }
        let (presenter, screen) = listPresenter(
            context, screen: AcronymDeletionScreen(output: context.output))
        await presenter.delete(acronym)
        return screen.exitCode
    }

    /// The acronym named by the `acronym` argument.
    static func reference(_ context: CommandContext) -> EntityReference {
        EntityReference(context.invocation.argument("acronym") ?? "")
    }

    private static func listPresenter<View: Screen & AcronymListView>(
        _ context: CommandContext, screen: View
    ) -> (AcronymListPresenter, View) {
        let presenter = AcronymListPresenter(interactor: AcronymListInteractor(session: context.session))
        presenter.view = screen
        return (presenter, screen)
    }
}
