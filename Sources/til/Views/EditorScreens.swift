import Basics
import TILBrowser
import TILModels
import Terminal

/// Create/Edit Acronym: remembers the form and reports the saved acronym.
@MainActor
final class AcronymEditorScreen: Screen, AcronymEditorView {
    private(set) var form: AcronymForm?
    private(set) var saved: Acronym?

    func showForm(_ form: AcronymForm) { self.form = form }

    func editorFinished(_ acronym: Acronym) {
        saved = acronym
        output.savedAcronym(acronym, created: form?.title != AcronymForm.editTitle)
    }
}

/// Create User.
@MainActor
final class UserEditorScreen: Screen, UserEditorView {
    private(set) var created: User?

    func userCreated(_ user: User) {
        created = user
        output.done("\(Messages.created(user)) (\(output.idText(user.id)))", json: user)
    }
}

/// Create Category.
@MainActor
final class CategoryEditorScreen: Screen, CategoryEditorView {
    private(set) var created: TILModels.Category?

    func categoryCreated(_ category: TILModels.Category) {
        created = category
        output.done("\(Messages.created(category)) (\(output.idText(category.id)))", json: category)
    }
}
