import Basics

/// The add-a-meal screen: the seed's form with pickers, and its confirmation alert.
@MainActor
public protocol AddMealView: AnyObject {
    /// The meal was saved: show `confirmation` ("{name}の登録が完了しました").
    func mealAdded(_ record: MealRecord, isNew: Bool, confirmation: String)
    func show(_ alert: Alert)
}
