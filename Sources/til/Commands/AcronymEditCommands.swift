import Basics
import TILBrowser
import TILClient
import TILModels
import Terminal

/// `til acronyms create|edit`: the fields from options, else prompts at a terminal, then the
/// editor's interactor checks and saves them.
@MainActor
enum AcronymEditCommands {
    static func create(_ context: TILContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        return await save(context, mode: .create)
    }

    static func edit(_ context: TILContext) async -> ExitCode {
        if let failure = context.requireLogin() { return failure }
        do throws(TILError) {
            let acronym = try await context.resolver.acronym(context.reference("acronym"))
            return await save(context, mode: .edit(acronym))
        } catch {
            return context.fail(error)
        }
    }

    /// Without logins the users are loaded first (a failure ends it before anything is asked); then
    /// come the short form and meaning, then the owner. An edit that changes nothing sends nothing.
    private static func save(_ context: TILContext, mode: AcronymEditorMode) async -> ExitCode {
        let editor = AcronymEditorInteractor(session: context.session)
        let original: Acronym? = if case .edit(let acronym) = mode { acronym } else { nil }
        do throws(TILError) {
            let users = editor.picksOwner ? try await editor.users() : []
            guard let short = context.field("short", label: "Acronym", current: original?.short ?? ""),
                let long = context.field("long", label: "Meaning", current: original?.long ?? "")
            else { return context.formAbandoned() }
            let owner = try await self.owner(
                context, editor, users: users, default: editor.defaultOwner(among: users, for: mode))
            try editor.validate(short: short, long: long, owner: owner)
            if let original, !editor.changes(original, short: short, long: long, owner: owner) {
                context.output.done(Messages.nothingToChange(in: original), json: original)
                return .success
            }
            let saved = try await editor.save(mode, short: short, long: long, owner: owner)
            context.output.savedAcronym(saved, created: original == nil)
            if let original, saved.user.id != original.user.id, !editor.picksOwner, !context.output.isJSON {
                // The book's API makes whoever saves an acronym its owner.
                context.console.printError(
                    "note: \(SafeText.line(saved.short)) is now yours: saving an acronym makes you its owner")
            }
            return .success
        } catch {
            return context.fail(error)
        }
    }

    /// Without logins: the owner from `--user`, or picked at a terminal, else `preselected`. With
    /// logins the owner is whoever saves, and `--user` is ignored (with a note).
    private static func owner(
        _ context: TILContext, _ editor: AcronymEditorInteractor, users: [User], default preselected: User?
    ) async throws(TILError) -> User? {
        let option = context.invocation.value("user")
        guard editor.picksOwner else {
            if option != nil {
                context.console.printError("note: --user is ignored: the owner is the logged-in user")
            }
            return nil
        }
        if let option {
            let user = try await context.resolver.user(EntityReference(option))
            return users.first { $0.id == user.id } ?? user
        }
        guard context.canPrompt, !users.isEmpty else { return preselected }
        let labels = users.map { "\($0.name) (\($0.username))" }
        let selected = users.firstIndex { $0.id != nil && $0.id == preselected?.id }
        guard let index = context.prompter.choose("User", from: labels, selected: selected) else {
            return preselected
        }
        return users[index]
    }
}
