import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til acronyms add-category|remove-category`: both named by their arguments, the link made or
/// undone by the interactors (nothing is sent when it is already as asked).
@MainActor
enum CategoryLinkCommands {
    static func add(_ context: TILContext) async -> ExitCode {
        await link(context) { acronym, category throws(TILError) in
            let interactor = AddToCategoryInteractor(session: context.session)
            context.output.categoryLink(try await interactor.add(acronym, to: category), of: acronym)
        }
    }

    static func remove(_ context: TILContext) async -> ExitCode {
        await link(context) { acronym, category throws(TILError) in
            let interactor = RemoveFromCategoryInteractor(session: context.session)
            context.output.categoryLink(try await interactor.remove(acronym, from: category), of: acronym)
        }
    }

    /// Checks the login, looks up the `acronym` and `category` arguments and runs `change`; a
    /// failure is printed and its code returned.
    private static func link(
        _ context: TILContext, _ change: (Acronym, TILModels.Category) async throws(TILError) -> Void
    ) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        do throws(TILError) {
            let acronym = try await context.resolver.acronym(context.reference("acronym"))
            try await change(acronym, try await context.resolver.category(context.reference("category")))
            return .success
        } catch {
            return context.fail(error)
        }
    }
}
