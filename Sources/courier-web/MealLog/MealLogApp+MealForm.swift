import Basics
import Foundation
import HTTPServer
import MealLog
import Web

/// The Add meal and Edit meal form: its fields, what it was opened with, and the page.
extension MealLogApp {
    /// The Add meal form (Dish type, Dish name, Weekday, Hunger, Store, and Date when the form holds
    /// one) or, for meal `id`, the Edit form, which also has its Date. A refused save shows each
    /// problem next to its field and keeps what was typed; other alerts go above the form.
    @MainActor
    func mealForm(
        _ page: PageRequest, _ form: MealForm, editing id: String?, problems: [MealField: String] = [:],
        refused: PageView? = nil, opened: OpenedValues? = nil
    ) -> PageResponse {
        let messages = messages(page)
        // A new meal is dated by its weekday, unless the form already holds a date (a meal logged
        // again after it was deleted while being edited).
        let fields: [MealField] =
            id == nil && form.date.isEmpty ? [.type, .name, .week, .status, .store] : MealField.allCases
        let others = alerts(page)
        for alert in refused?.alerts ?? [] { others.show(alert) }
        for (field, problem) in problems where !fields.contains(field) {
            others.show(Alert(message: problem, kind: .input))
        }
        let controls = fields.map { field in
            var control = FormField(
                name: field.rawValue, label: messages.formLabel(field),
                value: form.canonical(field),
                error: problems[field])
            switch field {
            case .type: control.control = .select(MealChoices.options(DishType.self, messages))
            case .week: control.control = .select(MealChoices.options(Weekday.self, messages))
            case .status: control.control = .select(MealChoices.options(HungerState.self, messages))
            case .date: control.control = .date
            case .name, .store: break
            }
            control.required = field == .name
            return control
        }
        let title = id == nil ? messages.addMealTitle : messages.editMealTitle
        let html = FormPage.form(
            action: id.map { "/meallog/meals/\($0)" } ?? "/meallog/meals", fields: controls,
            submit: messages.saveButton, page: page, hidden: opened?.hiddenFields ?? [:],
            cancel: id.map { ("/meallog/?meal=\($0)#meal-\($0)", messages.cancelButton) },
            optionalMark: messages.optionalMark, creates: id == nil)
        let status = problems.isEmpty ? others.status : .unprocessableEntity
        return .page(layout(title, page, "<h1>\(title)</h1>\(others.alertsHTML)\(html)"), status: status)
    }

    /// The values the edit form shows, to carry in it.
    static func opened(_ form: MealForm) -> OpenedValues {
        OpenedValues(
            Dictionary(
                uniqueKeysWithValues: MealField.allCases.map { ($0.rawValue, form.canonical($0)) }))
    }

    /// The form as it was opened, from the values it carried (``OpenedValues``).
    static func form(_ opened: OpenedValues) -> MealForm {
        MealForm(
            type: opened["type"], name: opened["name"], week: opened["week"], status: opened["status"],
            store: opened["store"], date: opened["date"])
    }

    /// The form as posted.
    @MainActor
    static func form(_ page: PageRequest) -> MealForm {
        MealForm(
            type: page.field("type"), name: page.field("name"), week: page.field("week"),
            status: page.field("status"), store: page.field("store"), date: page.field("date"))
    }
}
