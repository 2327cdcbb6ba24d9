import AirtableModel
import Basics
import Foundation
import HTTPServer
import MealLog
import Web

extension MealLogApp {
    /// `GET /meallog/` (`?week=` to filter, `?page=` for a page after the first, `?meal=` for the
    /// page that holds a meal): the meals.
    @MainActor
    func meals(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let messages = messages(page)
        let asked = page.form["week"] ?? ""
        let week = Weekday.parse(asked)
        let view = MealListPage(backend: backend, language: page.language)
        // A weekday the list cannot filter by is said, over every meal (as `meallog list --week`
        // refuses it), rather than shown as if no filter were asked.
        if week == nil, !asked.isBlank {
            view.show(.input(messages.problem(.notAnOption(.week, asked.trimmed))))
        }
        let presenter = MealListPresenter(interactor: MealListInteractor(store: store), messages: messages)
        presenter.view = view
        let number = ListPaging.asked(page.form)
        let showing = page.form["meal"]
        if showing != nil { view.notice = page.takeNotice() }
        // Until every meal is read, the first page comes from one request of its own.
        view.firstPageOnly = number <= 1 && showing == nil && !store.hasEveryMeal
        if view.firstPageOnly {
            await presenter.loadNewest(MealFilter(week: week), count: ListPaging.size)
        } else {
            await presenter.load(MealFilter(week: week))
        }
        let paging = view.paging(page: number, showing: showing)
        // A list of one weekday's meals says which in its title (a tab, the history, a screen reader).
        let title =
            week.map { "\(messages.mealsTitle) · \($0.name(in: messages.language))" } ?? messages.mealsTitle
        return .page(
            layout(
                paging.title(title, page.language), page,
                view.html(week: week, paging: paging, showing: showing, messages: messages)),
            status: view.status)
    }

    /// `GET /meallog/meals/new`: the Add meal form, the weekday preset to today's.
    @MainActor
    func addForm(_ page: PageRequest) -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let blank = MealForm(
            type: "", name: "", week: today.weekday.rawValue, status: HungerState.normal.rawValue)
        return mealForm(page, blank, editing: nil)
    }

    /// `POST /meallog/meals`: saves through the add presenter; the list then shows its confirmation
    /// ("{name}の登録が完了しました") above the meal's weekday.
    @MainActor
    func addMeal(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let form = Self.form(page)
        let view = AddMealPage(backend: backend, language: page.language)
        let presenter = AddMealPresenter(
            interactor: AddMealInteractor(store: store), messages: messages(page), today: today)
        presenter.view = view
        await presenter.save(form)
        guard let added = view.added else {
            return mealForm(page, form, editing: nil, problems: view.problems, refused: view)
        }
        page.flash(added.confirmation)
        return .redirect(to: Self.listed(added.record))
    }

    /// `GET /meallog/meals/:id/edit`: the form holding the meal's values, its date included.
    @MainActor
    func editForm(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let (presenter, view) = editPresenter(page)
        await presenter.load()
        guard let form = view.form else { return alertPage(messages(page).editMealTitle, page, view) }
        return mealForm(page, form, editing: page.parameter("id"), opened: Self.opened(form))
    }

    /// `POST /meallog/meals/:id`: saves the form into the same record.
    @MainActor
    func updateMeal(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        // An address that names no meal at all (`new`): none was deleted, there is none, as its
        // form's page says.
        guard AirtableID.isValid(page.parameter("id"), .record) else { return await editForm(page) }
        let form = Self.form(page)
        let opened = OpenedValues(posted: page, names: MealField.allCases.map(\.rawValue))
        let (presenter, view) = editPresenter(page)
        if let opened {
            // Only what was changed in this form goes onto the meal as it is now.
            await presenter.save(form, openedAs: Self.form(opened))
        } else {
            await presenter.save(form)
        }
        guard let saved = view.saved else {
            if view.showsItemGone {
                // Deleted elsewhere while this form was open: what was typed comes back, to log.
                let deleted = alerts(page)
                deleted.show(Alert(message: messages(page).deletedWhileEditing, kind: .notFound))
                return mealForm(page, form, editing: nil, refused: deleted)
            }
            if view.alerts.contains(where: { $0.kind == .notFound }) {
                return alertPage(messages(page).editMealTitle, page, view)
            }
            if let current = view.record, let reshown = view.form {
                // Fields changed here and in another window meanwhile: shown again, each marked,
                // now opened with the meal as it is, so that saving again replaces them.
                let now = MealForm(record: current)
                let others = alerts(page)
                var problems: [MealField: String] = [:]
                for alert in view.alerts {
                    let field = MealField.allCases.first {
                        messages(page).changedElsewhere($0, now: now) == alert.message
                    }
                    if let field { problems[field] = alert.message } else { others.show(alert) }
                }
                return mealForm(
                    page, reshown, editing: page.parameter("id"), problems: problems, refused: others,
                    opened: Self.opened(now))
            }
            return mealForm(
                page, form, editing: page.parameter("id"), problems: view.problems, refused: view,
                opened: opened)
        }
        page.flash(saved.confirmation)
        return .redirect(to: Self.listed(saved.record))
    }

    /// `GET /meallog/meals/:id/delete`: asks first, on a page of its own.
    @MainActor
    func confirmDelete(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let messages = messages(page)
        let (presenter, view) = editPresenter(page)
        await presenter.load()
        guard let meal = view.record else { return alertPage(messages.deleteButton, page, view) }
        let question = messages.confirmDelete(meal.name)
        let week = page.form["week"].flatMap(Weekday.parse)
        let facts = MealListPage.facts(of: meal, messages)
        return .page(
            layout(
                question, page,
                DeleteConfirmation.html(
                    question, about: "<p class=\"meta\">\(facts)</p>",
                    action: "/meallog/meals/\(meal.id)/delete\(Self.weekQuery(week))",
                    delete: messages.deleteButton,
                    cancel: (Self.listed(meal, on: week), messages.cancelButton),
                    page: page)))
    }

    /// `POST /meallog/meals/:id/delete`: back to the list, of the weekday it was filtered by.
    @MainActor
    func deleteMeal(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let (presenter, view) = editPresenter(page)
        await presenter.delete()
        let list = "/meallog/" + Self.weekQuery(page.request.query["week"].flatMap(Weekday.parse))
        // Deleted already (in another window): what was asked for is done.
        if view.showsItemGone {
            page.flash(messages(page).alreadyDeleted)
            return .redirect(to: list)
        }
        guard let deleted = view.deleted else { return alertPage(messages(page).deleteButton, page, view) }
        page.flash(deleted.confirmation)
        return .redirect(to: list)
    }

    /// `week=…` for a list filtered by `week`; `nil` for the whole list.
    nonisolated static func weekParameter(_ week: Weekday?) -> String? {
        week.map { "week=\($0.rawValue.queryValueEscaped)" }
    }

    /// `?week=…` for a list filtered by `week`; empty for the whole list.
    nonisolated static func weekQuery(_ week: Weekday?) -> String {
        weekParameter(week).map { "?" + $0 } ?? ""
    }

    @MainActor
    private func editPresenter(_ page: PageRequest) -> (EditMealPresenter, EditMealPage) {
        let presenter = EditMealPresenter(
            mealID: page.parameter("id"), interactor: EditMealInteractor(store: store),
            messages: messages(page), today: today)
        let view = EditMealPage(backend: backend, language: page.language)
        presenter.view = view
        return (presenter, view)
    }

    /// The list of every meal, at the page and the row of `record`.
    private static func listed(_ record: MealRecord, on week: Weekday? = nil) -> String {
        let id = record.id.queryValueEscaped
        let filter = weekParameter(week).map { $0 + "&" } ?? ""
        return "/meallog/?\(filter)meal=\(id)#meal-\(id)"
    }
}
