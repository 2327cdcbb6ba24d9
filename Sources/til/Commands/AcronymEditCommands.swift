import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til acronyms create|edit|add-category|remove-category`.
@MainActor
enum AcronymEditCommands {
    static func create(_ context: CommandContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        return await runEditor(context, mode: .create)
    }

    static func edit(_ context: CommandContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        do throws(TILError) {
            let acronym = try await context.resolver.acronym(AcronymCommands.reference(context))
            return await runEditor(context, mode: .edit(acronym))
        } catch {
            return context.fail(error)
        }
    }

    static func addCategory(_ context: CommandContext) async -> ExitCode {
        await withAcronymAndCategory(context) { acronym, category in
            let presenter = AddToCategoryPresenter(
                acronym: acronym, interactor: AddToCategoryInteractor(session: context.session))
            let screen = AddToCategoryScreen(output: context.output, acronym: acronym, listsChoices: false)
            presenter.view = screen
            await presenter.load()
            guard screen.alerts.isEmpty else { return screen.exitCode }
            await presenter.select(category)
            return screen.exitCode
        }
    }

    static func removeCategory(_ context: CommandContext) async -> ExitCode {
        await withAcronymAndCategory(context) { acronym, category in
            let presenter = RemoveFromCategoryPresenter(
                acronym: acronym, interactor: RemoveFromCategoryInteractor(session: context.session))
            let screen = RemoveFromCategoryScreen(
                output: context.output, acronym: acronym, listsChoices: false)
            presenter.view = screen
            await presenter.load()
            guard screen.alerts.isEmpty else { return screen.exitCode }
            await presenter.select(category)
            return screen.exitCode
        }
    }

    /// For `add-category` and `remove-category`: checks the login, looks up the `acronym` and
    /// `category` arguments, and runs `body` with them; a failure is reported and its code returned.
    private static func withAcronymAndCategory(
        _ context: CommandContext, _ body: (Acronym, TILModels.Category) async -> ExitCode
    ) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        do throws(TILError) {
            let acronym = try await context.resolver.acronym(AcronymCommands.reference(context))
            let category = try await context.resolver.category(
                EntityReference(context.invocation.argument("category") ?? ""))
            return await body(acronym, category)
        } catch {
            return context.fail(error)
        }
    }

    /// The Create/Edit Acronym form: options, else prompts at a terminal, then save.
    private static func runEditor(_ context: CommandContext, mode: AcronymEditorMode) async -> ExitCode {
        let presenter = AcronymEditorPresenter(
            mode: mode, interactor: AcronymEditorInteractor(session: context.session))
        let screen = AcronymEditorScreen(output: context.output)
        presenter.view = screen
        await presenter.load()
        guard screen.alerts.isEmpty else { return screen.exitCode }
        guard let short = context.field("short", label: "Acronym", current: presenter.form.short),
            let long = context.field("long", label: "Meaning", current: presenter.form.long)
        else { return .failure }
        if let failure = await pickOwner(context, presenter) { return failure }
        guard presenter.changes(short: short, long: long) else {
            if case .edit(let acronym) = mode {
                context.output.done("Nothing to change in \(acronym.short)", json: acronym)
            }
            return .success
        }
        await presenter.save(short: short, long: long)
        if case .edit(let original) = mode, let saved = screen.saved, saved.user.id != original.user.id,
            !presenter.form.showsUserPicker, !context.output.isJSON
        {
            // The book's API makes whoever saves an acronym its owner.
            context.console.printError(
                "note: \(saved.short) is now yours: saving an acronym makes you its owner")
        }
        return screen.exitCode
    }

    /// Without logins: the owner from `--user`, or picked at a terminal; the presenter's default
    /// (the first user, or the current owner) otherwise. Returns an exit code when that fails.
    private static func pickOwner(_ context: CommandContext, _ presenter: AcronymEditorPresenter) async
        -> ExitCode?
    {
        let option = context.invocation.value("user")
        guard presenter.form.showsUserPicker else {
            if option != nil {
                context.console.printError("note: --user is ignored: the owner is the logged-in user")
            }
            return nil
        }
        if let option {
            do throws(TILError) {
                presenter.selectUser(try await context.resolver.user(EntityReference(option)))
            } catch {
                return context.fail(error)
            }
        } else if context.canPrompt, !presenter.users.isEmpty {
            let choices = presenter.userChoices
            let labels = choices.map { "\($0.item.name) (\($0.item.username))" }
            if let index = context.prompter.choose(
                "User", from: labels, selected: choices.firstIndex(where: \.isSelected))
            {
                presenter.selectUser(presenter.users[index])
            }
        }
        return nil
    }
}
