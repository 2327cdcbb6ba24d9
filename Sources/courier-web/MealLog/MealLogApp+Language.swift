import Basics
import HTTPServer
import Web

extension MealLogApp {
    /// A small form that switches the pages to the other language and comes back to this page; what
    /// was typed into the page's form comes back with it where scripts run (`data-keeps-input`).
    @MainActor
    func languageSwitch(_ page: PageRequest) -> HTML {
        let other: Language = page.language == .japanese ? .english : .japanese
        let name: HTML = other == .japanese ? "日本語" : "English"
        var here = "/meallog/"
        if page.request.method == "GET" {
            here = page.path + (page.request.queryString.map { "?" + $0 } ?? "")
        }
        return """
            <form class="inline" method="post" action="/meallog/language" data-keeps-input>\(page.postFields)\
            <input type="hidden" name="language" value="\(other.rawValue)">\
            <input type="hidden" name="next" value="\(formValue: here)">\
            <button class="secondary" type="submit" lang="\(other.rawValue)">\(name)</button></form>
            """
    }

    /// `POST /meallog/language` (`language`, `next`): keeps the choice in the session, then goes
    /// back to the page it was made on.
    @MainActor
    func chooseLanguage(_ page: PageRequest) -> PageResponse {
        if let chosen = Language(rawValue: page.field("language")) {
            page.session[Language.sessionKey] = chosen.rawValue
        }
        return .redirect(to: LocalPath.checked(page.field("next"), under: "/meallog") ?? "/meallog/")
    }
}
