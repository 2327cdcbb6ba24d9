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
        } else if let form = Self.formPage(postedTo: page.path) {
            here = form
        }
        return """
            <form class="inline" method="post" action="/meallog/language" data-keeps-input>\(page.postFields)\
            <input type="hidden" name="language" value="\(other.rawValue)">\
            <input type="hidden" name="next" value="\(formValue: here)">\
            <button class="secondary" type="submit" lang="\(other.rawValue)">\(name)</button></form>
            """
    }

    /// The page whose form posts to `path`: a form refused and shown again at the address it was
    /// posted to switches language back to its own page (where the script fills in what was typed).
    static func formPage(postedTo path: String) -> String? {
        let segments = path.split(separator: "/")
        guard segments.count >= 2, segments[0] == "meallog", segments[1] == "meals" else { return nil }
        switch segments.count {
        case 2: return "/meallog/meals/new"
        case 3: return "/meallog/meals/\(segments[2])/edit"
        default: return nil
        }
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
