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

/// Add To Category: the choices (interactive mode) and the outcome.
@MainActor
final class AddToCategoryScreen: Screen, AddToCategoryView {
    private(set) var outcome: AddToCategoryOutcome?
    let acronym: Acronym
    /// Whether to print the choices when they load (only when picking interactively).
    let listsChoices: Bool

    init(output: Output, acronym: Acronym, listsChoices: Bool) {
        self.acronym = acronym
        self.listsChoices = listsChoices
        super.init(output: output)
    }

    func showCategories(_ choices: [Choice<TILModels.Category>]) {
        if listsChoices { output.categoryChoices(choices) }
    }

    func finished(_ outcome: AddToCategoryOutcome) {
        self.outcome = outcome
        switch outcome {
        case .added(let category):
            output.done(
                "Added \(acronym.short) to \(category.name)",
                json: CategoryLinkJSON(acronym: acronym, category: category, result: "added"))
        case .alreadyAttached(let category):
            output.done(
                "\(acronym.short) is already in \(category.name)",
                json: CategoryLinkJSON(acronym: acronym, category: category, result: "alreadyAttached"))
        }
    }
}

/// Remove From Category: the acronym's categories (interactive mode) and the outcome.
@MainActor
final class RemoveFromCategoryScreen: Screen, RemoveFromCategoryView {
    private(set) var outcome: RemoveFromCategoryOutcome?
    let acronym: Acronym
    /// Whether to print the categories when they load (only when picking interactively).
    let listsChoices: Bool

    init(output: Output, acronym: Acronym, listsChoices: Bool) {
        self.acronym = acronym
        self.listsChoices = listsChoices
        super.init(output: output)
    }

    func showCategories(_ categories: [TILModels.Category]) {
        if listsChoices { output.categories(categories) }
    }

    func finished(_ outcome: RemoveFromCategoryOutcome) {
        self.outcome = outcome
        switch outcome {
        case .removed(let category):
            output.done(
                "Removed \(acronym.short) from \(category.name)",
                json: CategoryLinkJSON(acronym: acronym, category: category, result: "removed"))
        case .notAttached(let category):
            output.done(
                "\(acronym.short) is not in \(category.name)",
                json: CategoryLinkJSON(acronym: acronym, category: category, result: "notAttached"))
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
