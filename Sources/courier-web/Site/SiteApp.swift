import Basics

/// The four apps the site serves, each under its own path.
enum SiteApp: String, CaseIterable, Sendable {
    case planner, meallog, til, repos

    /// Where the app lives: `/planner/`.
    var path: String { "/\(rawValue)/" }

    /// The app a request path belongs to: its first segment's (`/meallog`, `/meallog/import`).
    init?(path: String) {
        guard let first = path.split(separator: "/").first else { return nil }
        self.init(rawValue: String(first))
    }

    /// The title in `language`, for the site's navigation and home page on a page in that language.
    func title(in language: Language) -> String {
        let japanese = language == .japanese
        return switch self {
        case .planner: japanese ? "プランナー" : "Planner"
        case .meallog: japanese ? "食事記録" : "Meal log"
        case .til: "TIL"
        case .repos: japanese ? "リポジトリ" : "Repositories"
        }
    }

    /// One line about it in `language`, for the home page.
    func summary(in language: Language) -> String {
        switch (self, language) {
        case (.planner, .english): "A translator's orders and deadlines, kept in Airtable."
        case (.planner, .japanese): "翻訳者の注文と締め切り（Airtable に保存）。"
        case (.meallog, .english): "What was eaten where, and what to eat next, kept in Airtable."
        case (.meallog, .japanese): "どこで何を食べたか、次に何を食べるか（Airtable に保存）。"
        case (.til, .english): "Today I Learned: acronyms, their users and categories."
        case (.til, .japanese): "Today I Learned：略語と、その登録者とカテゴリー。"
        case (.repos, .english): "A GitHub user's repositories, as you type their name."
        case (.repos, .japanese): "GitHub ユーザーのリポジトリを、名前の入力に合わせて表示。"
        }
    }
}
