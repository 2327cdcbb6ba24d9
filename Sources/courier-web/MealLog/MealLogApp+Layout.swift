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
        let notice: HTML = page.takeFlash().map { "<p class=\"notice\" role=\"status\">\($0)</p>" } ?? .empty
        let tabs: HTML = """
            <nav class="actions" aria-label="\(messages.appTitle)"><a href="/meallog/">\(messages.mealsTitle)</a>\
            <a href="/meallog/meals/new">\(messages.addMealTitle)</a>\
            <a href="/meallog/import">\(messages.importTitle)</a>\
            <a href="/meallog/recommend">\(messages.recommendTitle)</a>\
            \(languageSwitch(page))</nav>
            """
        return Layout.page(title: title, language: page.language, app: .meallog, tabs + notice + content)
    }

    /// A page of `heading` and the alerts of `view`, with its status (404 for a meal not found).
    @MainActor
    func alertPage(_ heading: String, _ page: PageRequest, _ view: PageView) -> PageResponse {
        let status: Response.Status = view.alerts.contains { $0.kind == .notFound } ? .notFound : view.status
        return .page(layout(heading, page, "<h1>\(heading)</h1>\(view.alertsHTML)"), status: status)
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

    // MARK: The language switch

    /// A small form that switches the pages to the other language and comes back to this page.
    @MainActor
    private func languageSwitch(_ page: PageRequest) -> HTML {
        let other: PageLanguage = page.language == .japanese ? .english : .japanese
        let name: HTML = other == .japanese ? "日本語" : "English"
        var here = "/meallog/"
        if page.request.method == "GET" {
            here = page.request.path + (page.request.queryString.map { "?" + $0 } ?? "")
        }
        return """
            <form class="inline" method="post" action="/meallog/language">\(page.csrfField)\
            <input type="hidden" name="language" value="\(other.rawValue)">\
            <input type="hidden" name="next" value="\(here)">\
            <button class="secondary" type="submit" lang="\(other.rawValue)">\(name)</button></form>
            """
    }

    /// `POST /meallog/language` (`language`, `next`): keeps the choice in the session, then goes
    /// back to the page it was made on.
    @MainActor
    func chooseLanguage(_ page: PageRequest) -> PageResponse {
        if let chosen = PageLanguage(rawValue: page.field("language")) {
            page.session[PageLanguage.sessionKey] = chosen.rawValue
        }
        return .redirect(to: Self.meallogPath(page.field("next")) ?? "/meallog/")
    }

    /// `path` when it is a meal log page of this site written as a plain URL path: visible ASCII
    /// only (no scheme, host, backslash, space or control character), so a redirect to it stays here.
    static func meallogPath(_ path: String) -> String? {
        let plain = path.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) && $0 != "\\" }
        guard plain, path == "/meallog" || path.hasPrefix("/meallog/") else { return nil }
        return path
    }
}
