/// The four apps the site serves, each under its own path.
enum SiteApp: String, CaseIterable, Sendable {
    case planner, meallog, til, repos

    /// Where the app lives: `/planner/`.
    var path: String { "/\(rawValue)/" }

    var title: String {
        switch self {
        case .planner: "Planner"
        case .meallog: "Meal log"
        case .til: "TIL"
        case .repos: "Repositories"
        }
    }

    /// The title in `language`, for the site's navigation on a page in that language.
    func title(in language: PageLanguage) -> String {
        guard language == .japanese else { return title }
        return switch self {
        case .planner: "プランナー"
        case .meallog: "食事記録"
        case .til: "TIL"
        case .repos: "リポジトリ"
        }
    }

    /// One line about it, for the home page.
    var summary: String {
        switch self {
        case .planner: "A translator's orders and deadlines, kept in Airtable."
        case .meallog: "What was eaten where, and what to eat next, kept in Airtable."
        case .til: "Today I Learned: acronyms, their users and categories."
        case .repos: "A GitHub user's repositories, as you type their name."
        }
    }
}
