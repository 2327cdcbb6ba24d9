import AirtableModel
import Basics
import MealLog

/// Records what presenters show.
@MainActor
final class FakeScreen: AddMealView, MealListView, RecommendView, ImportView, SetupView {
    var confirmations: [String] = []
    var alerts: [Alert] = []
    var lists: [[MealRecord]] = []
    var emptyMessages: [String] = []
    var recommendations: [(Recommendation, String, String)] = []
    var progressLines: [String] = []
    var summaries: [(ImportReport, String, [String], Alert?)] = []
    var setupMessages: [String] = []

    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String) {
        confirmations.append(confirmation)
    }
    func show(_ alert: Alert) { alerts.append(alert) }
    func showMeals(_ meals: [MealRecord], emptyMessage: String) {
        lists.append(meals)
        emptyMessages.append(emptyMessage)
    }
    func showRecommendation(_ recommendation: Recommendation, headline: String, reason: String) {
        recommendations.append((recommendation, headline, reason))
    }
    func showProgress(_ progress: ImportProgress, line: String) { progressLines.append(line) }
    func showReport(_ report: ImportReport, summary: String, reasons: [String], stopped: Alert?) {
        summaries.append((report, summary, reasons, stopped))
    }
    func tableReady(_ setup: TableSetup, message: String) { setupMessages.append(message) }
}
