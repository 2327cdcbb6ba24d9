import AirtableModel
import Basics
import MealLog
import Terminal

/// Adding a meal: the seed's confirmation, or the record as JSON.
@MainActor
final class AddMealScreen: Screen, AddMealView {
    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String) {
        output.done(confirmation, json: record)
    }
}

/// The history as a table or JSON.
@MainActor
final class MealListScreen: Screen, MealListView {
    let messages: Messages

    init(output: Output, messages: Messages) {
        self.messages = messages
        super.init(output: output)
    }

    func showMeals(_ meals: [MealRecord], emptyMessage: String) {
        output.meals(meals, emptyMessage: emptyMessage, messages: messages)
    }
}

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
        output.line(untrusted: reason)
    }
}

/// `meallog recommend --json`.
struct RecommendationJSON: Encodable {
    let name: String
    let type: String
    let reason: String
}

/// Setup: what was done to the table.
@MainActor
final class SetupScreen: Screen, SetupView {
    /// Whether the JSON document is setup's own (with `--demo`, the import's is printed instead).
    private let printsJSON: Bool

    init(output: Output, printsJSON: Bool = true) {
        self.printsJSON = printsJSON
        super.init(output: output)
    }

    func tableReady(_ setup: TableSetup, message: String) {
        if output.isJSON {
            guard printsJSON else { return }
            output.json(["table": MealTable.name, "setup": Self.word(setup)])
        } else {
            output.done(message)
        }
    }

    private static func word(_ setup: TableSetup) -> String {
        switch setup {
        case .created: "created"
        case .completed: "completed"
        case .unchanged: "unchanged"
        }
    }
}
