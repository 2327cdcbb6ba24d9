import Basics
import HTTPServer
import MealLog
import Web

extension MealLogApp {
    /// `GET /meallog/recommend` (`?week=&status=` to ask): the form, preset to today's weekday and
    /// to hungry, and the recommendation once asked. Asked with one of the two (an address typed or
    /// kept), it says what the other must be, rather than showing the form as if nothing was asked.
    @MainActor
    func recommend(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let messages = messages(page)
        let view = RecommendPage(backend: backend, language: page.language)
        let askedWeek = page.form["week"]
        let askedStatus = page.form["status"]
        if askedWeek != nil || askedStatus != nil {
            let presenter = RecommendPresenter(
                interactor: RecommendInteractor(store: store), messages: messages, today: today)
            presenter.view = view
            await presenter.recommend(week: askedWeek ?? "", status: askedStatus ?? "")
        }
        let html = view.html(
            week: Weekday.parse(askedWeek ?? "")?.rawValue ?? today.weekday.rawValue,
            status: HungerState.parse(askedStatus ?? "")?.rawValue ?? HungerState.hungry.rawValue,
            messages: messages)
        return .page(layout(messages.recommendTitle, page, html), status: view.status)
    }
}
