import Basics

/// One stored meal: loads it into a form, saves the form back into the same record (checked as
/// adding a meal is), and deletes it, each time saying what it did in the user's language.
@MainActor
public final class EditMealPresenter {
    public weak var view: (any EditMealView)?
    public let mealID: String
    /// The meal, once loaded.
    public private(set) var record: MealRecord?
    private let interactor: EditMealInteractor
    private let messages: Messages
    private let today: Day
    /// The meal as a save refused for changes made elsewhere showed it: later saves count as
    /// opened with it, so that saving again replaces those changes.
    private var shownByRefusal: MealForm?

    /// - Parameter today: the day a form without a date is dated from (injected, never read here).
    public init(mealID: String, interactor: EditMealInteractor, messages: Messages, today: Day) {
        self.mealID = mealID
        self.interactor = interactor
        self.messages = messages
        self.today = today
    }

    /// Fetches the meal and shows it with its form; returns whether it could be loaded.
    @discardableResult
    public func load() async -> Bool {
        guard await read(), let record else { return false }
        view?.showMeal(record, form: MealForm(record: record))
        return true
    }

    /// Checks `form` and saves it into the meal's record. A form that would write the meal as it
    /// was loaded (a date cleared, so dated from its weekday again; an option typed another way)
    /// sends nothing, and the view is told the meal is unchanged.
    public func save(_ form: MealForm) async {
        guard
            let meal = form.validated(today: today, keeping: record?.day, messages: messages, refusedOn: view)
        else { return }
        if let current = record, current.meal == meal {
            view?.mealUpdated(current, confirmation: messages.unchanged(current.name))
            return
        }
        do throws(MealStoreError) {
            switch try await interactor.update(mealID, to: meal) {
            case .saved(let saved):
                record = saved
                view?.mealUpdated(saved, confirmation: messages.updated(saved.name))
            case .duplicate:
                view?.show(Alert(message: messages.alreadyLogged(meal), kind: .rejected))
            }
        } catch {
            view?.show(alert(error))
        }
    }

    /// Saves only what was changed in a form opened as `opened`, onto the meal as it is now (read
    /// again): a change another window made meanwhile to a field not changed here is kept. With
    /// nothing changed, or changes that would write the meal as it is (``save(_:)``), nothing is
    /// sent, and the view is told the meal is unchanged.
    ///
    /// A field changed both here and there, to different values, is not overwritten unseen: nothing
    /// is sent, each such field gets an alert of kind ``FailureKind/rejected`` saying what it is now,
    /// and the view is shown the meal as it is with a form holding what was typed in the fields
    /// changed here and the meal's values in the others. Saving again (through this presenter, or a
    /// page opened with the meal as it is now) replaces those fields.
    public func save(_ edited: MealForm, openedAs opened: MealForm) async {
        guard await read(), let current = record else { return }
        let opened = shownByRefusal ?? opened
        let changes = edited.changes(since: opened)
        guard !changes.isEmpty else {
            view?.mealUpdated(current, confirmation: messages.unchanged(current.name))
            return
        }
        let now = MealForm(record: current)
        let clashes = Self.clashes(
            writing: changes, onto: now, storedOn: current.day, openedAs: opened, today: today)
        guard clashes.isEmpty else {
            shownByRefusal = now
            var shown = now
            for (field, typed) in changes { shown[field] = typed }
            view?.showMeal(current, form: shown)
            for field in clashes {
                view?.show(Alert(message: messages.changedElsewhere(field, now: now), kind: .rejected))
            }
            return
        }
        await save(now.changing(changes, today: today))
    }

    /// The fields this save would write to other values than another window saved since the form
    /// was opened as `opened` (`now` being the meal as it is), so that its change would be lost:
    /// compared by what the save would write (trimmed, a weekday changed alone moving the date,
    /// a date the weekday), not by what was typed. None when the form does not validate: that is
    /// said instead. `stored` is the day the meal is stored under, which passes as it stands.
    private static func clashes(
        writing changes: [MealField: String], onto now: MealForm, storedOn stored: Day?,
        openedAs opened: MealForm, today: Day
    ) -> [MealField] {
        let edited = now.changing(changes, today: today)
        guard case .success(let meal) = edited.validate(today: today, keeping: stored) else {
            return []
        }
        let written = MealForm(
            type: meal.type.rawValue, name: meal.name, week: meal.week.rawValue, status: meal.status.rawValue,
            store: meal.store, date: meal.date.description)
        // The fields typed here, and the date and weekday, which move together.
        let touched = Set(changes.keys).union(
            changes[.date] != nil || changes[.week] != nil ? [.date, .week] : [])
        return MealField.allCases.filter { field in
            EditClash.clashes(
                changedHere: touched.contains(field), written: written.canonical(field),
                opened: opened.canonical(field), now: now.canonical(field))
        }
    }

    /// Reads the meal into ``record``, without showing it; an alert when it cannot be.
    private func read() async -> Bool {
        do throws(MealStoreError) {
            record = try await interactor.meal(mealID)
            return true
        } catch {
            view?.show(alert(error))
            return false
        }
    }

    /// Deletes the meal (loading it first when it was not, to name it in the confirmation).
    public func delete() async {
        do throws(MealStoreError) {
            let doomed: MealRecord
            if let record { doomed = record } else { doomed = try await interactor.meal(mealID) }
            try await interactor.delete(mealID)
            record = nil
            view?.mealDeleted(doomed, confirmation: messages.deleted(doomed.name))
        } catch {
            view?.show(alert(error))
        }
    }

    /// The meal gone (deleted elsewhere) closes the screen once the alert is dismissed.
    private func alert(_ error: MealStoreError) -> Alert {
        Alert(error, messages: messages).closingScreen(ifGone: error.cause == .mealMissing)
    }
}
