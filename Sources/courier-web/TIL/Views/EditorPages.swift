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

/// The login form's outcome.
@MainActor
final class LoginPage: PageView, LoginView {
    private(set) var loggedIn: String?
    func loginSucceeded(username: String) { loggedIn = username }
}

/// A page that files an acronym under a category or takes it out of one, and says what happened.
@MainActor
protocol CategoryLinkPage: PageView {
    /// The sentence the acronym's page shows afterwards; `nil` when nothing happened (the alerts say
    /// why).
    func sentence(about acronym: Acronym) -> String?
}

/// Adding an acronym to a category: its outcome.
@MainActor
final class AddToCategoryPage: PageView, AddToCategoryView, CategoryLinkPage {
    private(set) var outcome: AddToCategoryOutcome?
    func showCategories(_ choices: [Choice<TILModels.Category>]) {}
    func finished(_ outcome: AddToCategoryOutcome) { self.outcome = outcome }

    func sentence(about acronym: Acronym) -> String? {
        switch outcome {
        case .added(let category): "Added \(acronym.short) to \(category.name)"
        case .alreadyAttached(let category): "\(acronym.short) is already in \(category.name)"
        case nil: nil
        }
    }
}

/// Taking an acronym out of a category: its outcome.
@MainActor
final class RemoveFromCategoryPage: PageView, RemoveFromCategoryView, CategoryLinkPage {
    private(set) var outcome: RemoveFromCategoryOutcome?
    func showCategories(_ categories: [TILModels.Category]) {}
    func finished(_ outcome: RemoveFromCategoryOutcome) { self.outcome = outcome }

    func sentence(about acronym: Acronym) -> String? {
        switch outcome {
        case .removed(let category): "Removed \(acronym.short) from \(category.name)"
        case .notAttached(let category): "\(acronym.short) is not in \(category.name)"
        case nil: nil
        }
    }
}
