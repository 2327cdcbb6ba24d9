import Basics
import TILBrowser
import TILModels

/// The Create/Edit Acronym form's outcome: the saved acronym, or the alerts that refused it.
@MainActor
final class AcronymEditorPage: PageView, AcronymEditorView {
    private(set) var saved: Acronym?
    func showForm(_ form: AcronymForm) {}
    func editorFinished(_ acronym: Acronym) { saved = acronym }
}

/// The Create User form's outcome.
@MainActor
final class UserEditorPage: PageView, UserEditorView {
    private(set) var created: User?
    func userCreated(_ user: User) { created = user }
}

/// The Create Category form's outcome.
@MainActor
final class CategoryEditorPage: PageView, CategoryEditorView {
    private(set) var created: TILModels.Category?
    func categoryCreated(_ category: TILModels.Category) { created = category }
}
