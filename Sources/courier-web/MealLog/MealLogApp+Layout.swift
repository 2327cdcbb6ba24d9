import Basics
import HTTPServer
import MealLog
import Web

extension MealLogApp {
    /// A meal log page: its tabs (Meals, Add meal, Import, Recommend), the language switch, and the
    /// message a form's redirect left, above the content; `<html lang>` is the page's language.
    @MainActor
    func layout(_ title: String, _ page: PageRequest, _ content: HTML) -> HTML {
        let messages = messages(page)
        let notice = page.takeNotice()
        let tabs = AppTabs.html(
            label: messages.appTitle,
            [
                ("/meallog/", messages.mealsTitle), ("/meallog/meals/new", messages.addMealTitle),
                ("/meallog/import", messages.importTitle), ("/meallog/recommend", messages.recommendTitle),
            ],
            current: page.path, extra: languageSwitch(page))
        return Layout.page(title: title, language: page.language, app: .meallog, tabs + notice + content)
    }

    /// A page of `heading` and the alerts of `view`, with its status (404 for a meal not found).
    @MainActor
    func alertPage(_ heading: String, _ page: PageRequest, _ view: PageView) -> PageResponse {
        .page(layout(heading, page, "<h1>\(heading)</h1>\(view.alertsHTML)"), status: view.status)
    }

    /// Every page's answer when there is no Airtable token: the reason, and how to start the backend.
    @MainActor
    func missingToken(_ page: PageRequest, _ reason: String) -> PageResponse {
        let messages = messages(page)
        let view = alerts(page)
        view.show(
            Alert(
                message: messages.text("Airtableに接続できません", "The meal log cannot reach Airtable"),
                detail: reason, kind: .unavailable))
        return .page(
            layout(messages.mealsTitle, page, "<h1>\(messages.mealsTitle)</h1>\(view.alertsHTML)"),
            status: .serviceUnavailable)
    }
}
