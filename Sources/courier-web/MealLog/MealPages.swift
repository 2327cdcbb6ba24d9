import Basics
import MealLog
import Web

/// The meals, newest first (a log is read from its latest meals), each with Edit and Delete, under
/// the weekday filter (a GET form, so it works without scripts); ``ListPaging/size`` a page. Shown
/// ``firstPageOnly``, the meals are the list's first page alone (the newest), read before the rest:
/// the page says "Page 1" and links to the next when the page is full.
@MainActor
final class MealListPage: PageView, MealListView {
    private(set) var meals: [MealRecord] = []
    private(set) var emptyMessage = ""
    /// Whether ``meals`` are the first page alone (``MealListPresenter/loadNewest(_:count:)``).
    var firstPageOnly = false
    /// The message the save that led here left (``PageRequest/takeNotice()``): shown in the row of
    /// the meal it is about, where the page opens, or above the list when that row is elsewhere.
    var notice: HTML = .empty

    func showMeals(_ meals: [MealRecord], emptyMessage: String) {
        self.meals = meals
        self.emptyMessage = emptyMessage
    }

    /// The page `page` asks for (from 1; one past either end shows the nearest page), or the page
    /// that holds the meal `showing` (after it was added or edited).
    func paging(page: Int, showing: String?) -> ListPaging {
        ListPaging(
            count: meals.count, asked: page,
            holding: showing.flatMap { id in Array(meals.reversed()).firstIndex { $0.id == id } },
            firstPageOnly: firstPageOnly)
    }

    /// The page `paging` shows, newest first; `showing` is the meal just added or edited.
    func html(week: Weekday?, paging: ListPaging, showing: String? = nil, messages: Messages) -> HTML {
        let weekdays = FormField(
            name: "week", label: messages.formLabel(.week),
            control: .select([("", messages.allWeekdays)] + MealChoices.options(Weekday.self, messages)),
            value: week?.rawValue ?? "")
        let shown = paging.shown(meals.reversed())
        let rows: [HTML] = shown.map {
            Self.row($0, messages, notice: $0.id == showing ? notice : .empty, listedOn: week)
        }
        let noticeAbove: HTML = shown.contains { $0.id == showing } ? .empty : notice
        let list: HTML =
            meals.isEmpty && alerts.isEmpty ? "<p>\(emptyMessage)</p>" : "<ul class=\"cards\">\(rows)</ul>"
        let query = MealLogApp.weekParameter(week) ?? ""
        return """
            <h1>\(messages.mealsTitle)</h1>\(noticeAbove)\(alertsHTML)
            <form class="filter" method="get" action="/meallog/">\(weekdays.html())\
            <p class="actions"><button type="submit">\(messages.filterButton)</button></p></form>
            <p class="actions"><a class="button" href="/meallog/meals/new">\(messages.addMealTitle)</a></p>
            \(list)\(paging.links(language, href: ListPaging.address("/meallog/", query: query)))
            """
    }

    /// A meal's type, weekday, hunger, store and date in the page's language, as its row and its
    /// delete question show them: each fact in its own direction (`<bdi>`), the date never broken at
    /// its hyphens.
    static func facts(of meal: MealRecord, _ messages: Messages) -> HTML {
        var facts: [HTML] = [
            MealChoices.shown(meal.type, as: DishType.self, messages),
            MealChoices.shown(meal.week, as: Weekday.self, messages),
            MealChoices.shown(meal.status, as: HungerState.self, messages), meal.store,
        ].filter { !$0.isEmpty }.map { "<bdi>\(MealText.html($0, on: messages.language))</bdi>" }
        if !meal.date.isEmpty { facts.append("<span class=\"nowrap\">\(meal.date)</span>") }
        return facts.joined(separator: " · ")
    }

    /// One meal: its name, then type, weekday, hunger, store and date in the page's language; under
    /// `notice`, when the save that led here was of this meal. A meal has no page of its own, so a
    /// long name is cut apart from its facts (``facts(of:_:)``), never hiding them. Its Delete comes
    /// back to the list of `week` it was listed on.
    private static func row(_ meal: MealRecord, _ messages: Messages, notice: HTML, listedOn week: Weekday?)
        -> HTML
    {
        let name = MealText.html(meal.name, on: messages.language)
        let base = "/meallog/meals/\(meal.id)"
        return """
            <li id="meal-\(meal.id)">\(notice)<div class="clamped"><strong>\(name)</strong></div><div class="clamped meta">\(facts(of: meal, messages))</div>
            <span class="actions"><a href="\(base)/edit" aria-label="\(messages.editButton): \(meal.name), \(meal.date)">\
            \(messages.editButton)</a> <a href="\(base)/delete\(MealLogApp.weekQuery(week))" aria-label="\(messages.deleteButton): \(meal.name), \(meal.date)">\
            \(messages.deleteButton)</a></span></li>
            """
    }
}

/// Adding a meal: the record saved and its confirmation, or what refused the form, by field.
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
