import MealLog

/// The meal log's choice lists as a page shows them: stored under their names, labelled in the
/// page's language.
enum MealChoices {
    /// (value, label) pairs for a `<select>`, in the app's order.
    static func options<Choice: MealOption>(_ type: Choice.Type, _ messages: Messages) -> [(
        value: String, label: String
    )] {
        Choice.allCases.map { ($0.rawValue, $0.name(in: messages.language)) }
    }

    /// A stored cell in the page's language; a value that is not an option (edited by hand) as it is.
    static func shown<Choice: MealOption>(_ text: String, as type: Choice.Type, _ messages: Messages)
        -> String
    {
        Choice.parse(text)?.name(in: messages.language) ?? text
    }
}
