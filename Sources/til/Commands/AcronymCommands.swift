import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til acronyms list|show|search|delete`.
@MainActor
enum AcronymCommands {
    static func list(_ context: TILContext) async -> ExitCode {
        let order: AcronymOrder = context.invocation.flag("sorted") ? .sorted : .saved
        let presenter = AcronymListPresenter(
            interactor: AcronymListInteractor(session: context.session), order: order)
        let screen = AcronymListScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode(after: presenter.load)
    }

    static func search(_ context: TILContext) async -> ExitCode {
        let presenter = AcronymListPresenter(interactor: AcronymListInteractor(session: context.session))
        let screen = AcronymListScreen(output: context.output)
        presenter.view = screen
        return await screen.exitCode { await presenter.search(context.invocation.argument("term") ?? "") }
    }

    static func show(_ context: TILContext) async -> ExitCode {
        do throws(TILError) {
            let acronym = try await context.resolver.acronym(context.reference("acronym"))
            let presenter = AcronymDetailPresenter(
                acronym: acronym, interactor: AcronymDetailInteractor(session: context.session))
            let screen = AcronymDetailScreen(output: context.output)
            presenter.view = screen
            return await screen.exitCode(after: presenter.load)
        } catch {
            return context.fail(error)
        }
    }

    /// Looks the acronym up first (an unknown one fails before anything is asked), confirms at a
    /// terminal, then deletes it.
    static func delete(_ context: TILContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        let acronym: Acronym
        do throws(TILError) {
            acronym = try await context.resolver.acronym(context.reference("acronym"))
        } catch {
            return context.fail(error)
        }
        if context.canPrompt && !context.invocation.flag("yes") {
            let question = "Delete \(acronym.shownShort) (\(acronym.long))?"
            guard context.prompter.confirm(question) == true else {
                context.console.printError("Not deleted.")
                return .failure
            }
        }
        let failure = await AcronymDeletion.delete(acronym, session: context.session, output: context.output)
        return failure.map { ExitCode($0.kind) } ?? .success
    }
}
