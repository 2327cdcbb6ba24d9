import Basics
import TILBrowser
import TILClient
import TILModels

/// Views that record what their presenters tell them.
@MainActor
final class FakeAcronymListView: AcronymListView {
    var shown: [[Acronym]] = []
    var loading: [Bool] = []
    var deleted: [Acronym] = []
    var alerts: [Alert] = []

    var matches: [AcronymSearchMatch] = []

    func showAcronyms(_ acronyms: [Acronym]) { shown.append(acronyms) }
    func showSearchMatch(_ match: AcronymSearchMatch, term: String) { matches.append(match) }
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func acronymDeleted(_ acronym: Acronym) { deleted.append(acronym) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeAcronymDetailView: AcronymDetailView {
    var details: [AcronymDetail] = []
    var alerts: [Alert] = []

    func showDetail(_ detail: AcronymDetail) { details.append(detail) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeAcronymEditorView: AcronymEditorView {
    var forms: [AcronymForm] = []
    var saved: [Acronym] = []
    var alerts: [Alert] = []

    func showForm(_ form: AcronymForm) { forms.append(form) }
    func editorFinished(_ acronym: Acronym) { saved.append(acronym) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeAddToCategoryView: AddToCategoryView {
    var choices: [[Choice<TILModels.Category>]] = []
    var outcomes: [AddToCategoryOutcome] = []
    var alerts: [Alert] = []

    func showCategories(_ choices: [Choice<TILModels.Category>]) { self.choices.append(choices) }
    func finished(_ outcome: AddToCategoryOutcome) { outcomes.append(outcome) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeUserListView: UserListView {
    var shown: [[User]] = []
    var loading: [Bool] = []
    var loggedOut: [LogoutOutcome] = []
    var loggedOutEverywhere: [Bool] = []
    var alerts: [Alert] = []

    func showUsers(_ users: [User]) { shown.append(users) }
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func loggedOut(_ outcome: LogoutOutcome, everywhere: Bool) {
        loggedOut.append(outcome)
        loggedOutEverywhere.append(everywhere)
    }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeUserEditorView: UserEditorView {
    var created: [User] = []
    var alerts: [Alert] = []

    func userCreated(_ user: User) { created.append(user) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeAcronymGroupView: AcronymGroupView {
    var shown: [(AcronymGroup, [Acronym])] = []
    var alerts: [Alert] = []

    func showGroup(_ group: AcronymGroup, acronyms: [Acronym]) { shown.append((group, acronyms)) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeCategoryListView: CategoryListView {
    var shown: [[TILModels.Category]] = []
    var loading: [Bool] = []
    var alerts: [Alert] = []

    func showCategories(_ categories: [TILModels.Category]) { shown.append(categories) }
    func setLoading(_ isLoading: Bool) { loading.append(isLoading) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeCategoryEditorView: CategoryEditorView {
    var created: [TILModels.Category] = []
    var alerts: [Alert] = []

    func categoryCreated(_ category: TILModels.Category) { created.append(category) }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeLoginView: LoginView {
    var succeeded: [String] = []
    var alerts: [Alert] = []
    var refusals = 0

    func loginSucceeded(username: String) { succeeded.append(username) }
    func credentialsRefused(_ alert: Alert) {
        refusals += 1
        alerts.append(alert)
    }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeRootView: RootView {
    var events: [String] = []
    var alerts: [Alert] = []

    func showLogin() { events.append("login") }
    func showTabs(_ tabs: [Tab]) { events.append("tabs:" + tabs.map(\.title).joined(separator: ",")) }
    func proceed(with action: WriteAction) { events.append("proceed:\(action)") }
    func show(_ alert: Alert) { alerts.append(alert) }
}

@MainActor
final class FakeRemoveFromCategoryView: RemoveFromCategoryView {
    var shown: [[TILModels.Category]] = []
    var outcomes: [RemoveFromCategoryOutcome] = []
    var alerts: [Alert] = []

    func showCategories(_ categories: [TILModels.Category]) { shown.append(categories) }
    func finished(_ outcome: RemoveFromCategoryOutcome) { outcomes.append(outcome) }
    func show(_ alert: Alert) { alerts.append(alert) }
}
