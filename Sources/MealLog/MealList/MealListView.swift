import Basics

/// The history: a list of meals.
@MainActor
public protocol MealListView: AnyObject {
    /// The meals, by date; `emptyMessage` is what to say when there are none.
    func showMeals(_ meals: [MealRecord], emptyMessage: String)
    func show(_ alert: Alert)
}
