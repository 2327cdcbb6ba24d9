import Basics
import MealLog
import Web

/// The smart speaker's answer on a page: a weekday and a hunger state to pick (a GET form), then
/// the dish and why.
@MainActor
final class RecommendPage: PageView, RecommendView {
    private(set) var answer: (headline: String, reason: String)?

    func showRecommendation(_ recommendation: Recommendation, headline: String, reason: String) {
        answer = (headline, reason)
    }

    func html(week: String, status: String, messages: Messages) -> HTML {
        let fields = [
            FormField(
                name: "week", label: messages.formLabel(.week),
                control: .select(MealChoices.options(Weekday.self, messages)), value: week),
            FormField(
                name: "status", label: messages.formLabel(.status),
                control: .select(MealChoices.options(HungerState.self, messages)), value: status),
        ]
        let answer: HTML =
            self.answer.map {
                "<section class=\"answer\" aria-live=\"polite\"><h2>\($0.headline)</h2><p>\($0.reason)</p></section>"
            }
            ?? .empty
        return """
            <h1>\(messages.recommendTitle)</h1>
            <form method="get" action="/meallog/recommend">\(fields.map { $0.html() })
            <p class="actions"><button type="submit">\(messages.recommendButton)</button></p></form>
            \(alertsHTML)\(answer)
            """
    }
}
