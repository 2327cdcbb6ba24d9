import TILBrowser
import TILModels

/// Create/Edit Acronym: remembers the form and reports the saved acronym.
@MainActor
final class AcronymEditorScreen: Screen, AcronymEditorView {
    private(set) var form: AcronymForm?
    private(set) var saved: Acronym?

    func showForm(_ form: AcronymForm) { self.form = form }

    func editorFinished(_ acronym: Acronym) {
        saved = acronym
        let verb = form?.title == AcronymForm.editTitle ? "Saved" : "Created"
        output.done("\(verb) acronym \(acronym.short) (\(acronym.id?.uuidString ?? "no id"))", json: acronym)
    }
}

/// Create User.
@MainActor
final class UserEditorScreen: Screen, UserEditorView {
    private(set) var created: User?

    func userCreated(_ user: User) {
        created = user
        output.done("Created user \(user.username) (\(user.id?.uuidString ?? "no id"))", json: user)
    }
}

/// Create Category.
@MainActor
final class CategoryEditorScreen: Screen, CategoryEditorView {
    private(set) var created: TILModels.Category?

    func categoryCreated(_ category: TILModels.Category) {
        created = category
        output.done(
            "Created category \(category.name) (\(category.id?.uuidString ?? "no id"))", json: category)
    }
}

/// What Add To Category and Remove From Category show alike: whether to list the categories (only
/// when picking interactively), and the outcome for the acronym, as a line or as JSON.
@MainActor
class CategoryLinkScreen: Screen {
    let acronym: Acronym
    /// Whether to print the categories when they load.
    let listsChoices: Bool

    init(output: Output, acronym: Acronym, listsChoices: Bool) {
        self.acronym = acronym
        self.listsChoices = listsChoices
        super.init(output: output)
    }

    /// `text`, or `{"acronym","category","result"}` in JSON.
    func report(_ text: String, category: TILModels.Category, result: String) {
        output.done(text, json: CategoryLinkJSON(acronym: acronym, category: category, result: result))
    }
}

/// Add To Category: the choices (interactive mode) and the outcome.
@MainActor
final class AddToCategoryScreen: CategoryLinkScreen, AddToCategoryView {
    private(set) var outcome: AddToCategoryOutcome?

    func showCategories(_ choices: [Choice<TILModels.Category>]) {
        if listsChoices { output.categoryChoices(choices) }
    }

    func finished(_ outcome: AddToCategoryOutcome) {
        self.outcome = outcome
        switch outcome {
        case .added(let category):
            report("Added \(acronym.short) to \(category.name)", category: category, result: "added")
        case .alreadyAttached(let category):
            report(
                "\(acronym.short) is already in \(category.name)", category: category,
                result: "alreadyAttached")
        }
    }
}

/// Remove From Category: the acronym's categories (interactive mode) and the outcome.
@MainActor
final class RemoveFromCategoryScreen: CategoryLinkScreen, RemoveFromCategoryView {
    private(set) var outcome: RemoveFromCategoryOutcome?

    func showCategories(_ categories: [TILModels.Category]) {
        if listsChoices { output.categories(categories) }
    }

    func finished(_ outcome: RemoveFromCategoryOutcome) {
        self.outcome = outcome
        switch outcome {
        case .removed(let category):
            report("Removed \(acronym.short) from \(category.name)", category: category, result: "removed")
        case .notAttached(let category):
            report("\(acronym.short) is not in \(category.name)", category: category, result: "notAttached")
        }
    }
}

/// `til acronyms add-category|remove-category --json`: the pair and what happened to their link.
private struct CategoryLinkJSON: Encodable {
    let acronym: Acronym
    let category: TILModels.Category
    let result: String
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
