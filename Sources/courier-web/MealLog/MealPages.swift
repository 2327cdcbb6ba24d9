import Basics
import MealLog
import Web

/// The meals, newest last, each with Edit and Delete, under the weekday filter (a GET form, so it
/// works without scripts); ``pageSize`` a page, with links to the pages before and after. Shown
/// ``firstPageOnly``, the meals are the list's first page alone, read before the rest: the page
/// says "Page 1" and links to the next when the page is full.
@MainActor
final class MealListPage: PageView, MealListView {
    static let pageSize = 100

    private(set) var meals: [MealRecord] = []
    private(set) var emptyMessage = ""
    /// Whether ``meals`` are the first page alone (``MealListPresenter/loadFirst(_:count:)``).
    var firstPageOnly = false

    func showMeals(_ meals: [MealRecord], emptyMessage: String) {
        self.meals = meals
        self.emptyMessage = emptyMessage
    }

    /// The page `page` asks for (from 1; one past either end shows the nearest page), or the page
    /// that holds the meal `showing` (after it was added or edited).
    func html(week: Weekday?, page: Int, showing: String? = nil, messages: Messages) -> HTML {
        let weekdays = FormField(
            name: "week", label: messages.formLabel(.week),
            control: .select([("", messages.allWeekdays)] + MealChoices.options(Weekday.self, messages)),
            value: week?.rawValue ?? "")
        // The first page alone has a next page when it is full.
        let pages =
            firstPageOnly
            ? (meals.count >= Self.pageSize ? 2 : 1)
            : max(1, (meals.count + Self.pageSize - 1) / Self.pageSize)
        let held = showing.flatMap { id in meals.firstIndex { $0.id == id } }.map { $0 / Self.pageSize + 1 }
        let page = min(max(held ?? page, 1), pages)
        let shown = meals.dropFirst((page - 1) * Self.pageSize).prefix(Self.pageSize)
        let rows: [HTML] = shown.map { Self.row($0, messages) }
        let list: HTML =
            meals.isEmpty && alerts.isEmpty ? "<p>\(emptyMessage)</p>" : "<ul class=\"cards\">\(rows)</ul>"
        return """
            <h1>\(messages.mealsTitle)</h1>\(alertsHTML)
            <form class="filter" method="get" action="/meallog/">\(weekdays.html)\
            <p class="actions"><button type="submit">\(messages.filterButton)</button></p></form>
            <p class="actions"><a class="button" href="/meallog/meals/new">\(messages.addMealTitle)</a></p>
            \(list)\(Self.pageLinks(page, of: pages, week: week, known: !firstPageOnly, messages))
            """
    }

    /// "Previous · Page 2 of 23 · Next", when there is more than one page.
    /// With `known` false (the first page alone), the count of pages is not known: "Page 1 · Next".
    private static func pageLinks(
        _ page: Int, of pages: Int, week: Weekday?, known: Bool, _ messages: Messages
    ) -> HTML {
        guard pages > 1 else { return .empty }
        func link(_ target: Int, _ label: String, _ relation: String) -> HTML {
            let query = (week.map { "week=\($0.rawValue.queryValueEscaped)&" } ?? "") + "page=\(target)"
            return "<a class=\"button\" href=\"/meallog/?\(query)\" rel=\"\(relation)\">\(label)</a>"
        }
        let previous = page > 1 ? link(page - 1, messages.previousPage, "prev") : .empty
        let next = page < pages ? link(page + 1, messages.nextPage, "next") : .empty
        return """
            <nav class="pages" aria-label="\(messages.pagesLabel)"><p class="actions">\(previous) \
            <span>\(known ? messages.pageOf(page, pages) : messages.page(page))</span> \(next)</p></nav>
            """
    }

    /// One meal: its name, then type, weekday, hunger, store and date in the page's language.
    private static func row(_ meal: MealRecord, _ messages: Messages) -> HTML {
        let facts = [
            MealChoices.shown(meal.type, as: DishType.self, messages),
            MealChoices.shown(meal.week, as: Weekday.self, messages),
            MealChoices.shown(meal.status, as: HungerState.self, messages), meal.store, meal.date,
        ].filter { !$0.isEmpty }.joined(separator: " · ")
        let base = "/meallog/meals/\(meal.id)"
        return """
            <li id="meal-\(meal.id)"><div class="clamped"><strong>\(meal.name)</strong> <span class="meta">\(facts)</span></div>
            <span class="actions"><a href="\(base)/edit" aria-label="\(messages.editButton): \(meal.name)">\
            \(messages.editButton)</a> <a href="\(base)/delete" aria-label="\(messages.deleteButton): \(meal.name)">\
            \(messages.deleteButton)</a></span></li>
            """
    }
}

/// Adding a meal: the record saved and the seed's confirmation, or what refused the form, by field.
@MainActor
final class AddMealPage: PageView, AddMealView {
    private(set) var added: (record: MealRecord, confirmation: String)?
    private(set) var problems: [MealField: String] = [:]

    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String) {
        added = (record, confirmation)
    }

    func showProblem(_ problem: MealInputError, message: String) { problems[problem.field] = message }
}

/// A stored meal being edited or deleted: its values, the outcome, or what refused the form.
@MainActor
final class EditMealPage: PageView, EditMealView {
    private(set) var record: MealRecord?
    private(set) var form: MealForm?
    private(set) var saved: (record: MealRecord, confirmation: String)?
    private(set) var deleted: (record: MealRecord, confirmation: String)?
    private(set) var problems: [MealField: String] = [:]

    func showMeal(_ record: MealRecord, form: MealForm) {
        self.record = record
        self.form = form
    }

    func mealUpdated(_ record: MealRecord, confirmation: String) { saved = (record, confirmation) }
    func mealDeleted(_ record: MealRecord, confirmation: String) { deleted = (record, confirmation) }
    func showProblem(_ problem: MealInputError, message: String) { problems[problem.field] = message }
}
