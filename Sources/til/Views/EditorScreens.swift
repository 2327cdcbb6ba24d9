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
        output.done("Created user \(user.username) (\(output.idText(user.id)))", json: user)
    }
}

/// Create Category.
@MainActor
final class CategoryEditorScreen: Screen, CategoryEditorView {
    private(set) var created: TILModels.Category?

    func categoryCreated(_ category: TILModels.Category) {
        created = category
        output.done("Created category \(category.name) (\(output.idText(category.id)))", json: category)
    }
}

/// What Add To Category and Remove From Category show alike: the acronym whose categories change,
/// and whether they did once the pick is over.
@MainActor
class CategoryLinkScreen: Screen {
    let acronym: Acronym
    /// `nil` until a category is picked; then whether the acronym's categories changed.
    var changedCategories: Bool?

    init(output: Output, acronym: Acronym) {
        self.acronym = acronym
        super.init(output: output)
    }
}

/// Add To Category: the categories, those the acronym is in checked, then the outcome.
@MainActor
final class AddToCategoryScreen: CategoryLinkScreen, AddToCategoryView {
    func showCategories(_ choices: [Choice<TILModels.Category>]) { output.categoryChoices(choices) }

    func finished(_ outcome: AddToCategoryOutcome) {
        changedCategories = outcome.changedCategories
        output.categoryLink(outcome, of: acronym)
    }
}

/// Remove From Category: the acronym's categories, then the outcome.
@MainActor
final class RemoveFromCategoryScreen: CategoryLinkScreen, RemoveFromCategoryView {
    func showCategories(_ categories: [TILModels.Category]) { output.categories(categories) }

    func finished(_ outcome: RemoveFromCategoryOutcome) {
        changedCategories = outcome.changedCategories
        output.categoryLink(outcome, of: acronym)
    }
}

/// The login screen.
@MainActor
final class LoginScreen: Screen, LoginView {
    private(set) var loggedIn: String?

    func loginSucceeded(username: String) {
        loggedIn = username
        output.done("Logged in as \(username)", json: ["username": username])
    }
}
