import MealLog
import Terminal

/// A recommendation: the dish and why, or `{"name","type","reason"}`.
@MainActor
final class RecommendScreen: Screen, RecommendView {
    func showRecommendation(_ recommendation: Recommendation, headline: String, reason: String) {
        guard !output.isJSON else {
            return output.json(
                RecommendationJSON(
                    name: recommendation.name, type: recommendation.type.rawValue, reason: reason))
        }
        output.heading(headline)
        output.line(untrusted: reason, indent: 0)
    }
}

/// `meallog recommend --json`.
struct RecommendationJSON: Encodable {
    let name: String
    let type: String
    let reason: String
}
