import Basics

/// Creates or edits an order: prefills the form, validates, saves, and goes back when done.
///
/// Invalid input is reported before anything is sent; a failed save keeps the form as typed.
@MainActor
public final class OrderEditorPresenter {
    public weak var view: (any OrderEditorView)?
    public weak var router: (any PlannerRouter)?
    private let interactor: OrderEditorInteractor
    public let mode: OrderEditorMode
    public private(set) var form: OrderForm
    public private(set) var isSaving = false
    /// The order as a save refused for changes made elsewhere showed it: later saves count as
    /// opened with it, so that saving again replaces those changes.
    private var shownByRefusal: OrderForm?

    public init(mode: OrderEditorMode, interactor: OrderEditorInteractor) {
        self.mode = mode
        self.interactor = interactor
        form = OrderForm(mode: mode)
    }

    public func load() { view?.showForm(form) }

    /// Checks `form` and saves it; on success the view gets the result and the router goes back.
    /// An edit sends only the fields that differ from the order the editor was opened on.
    public func save(_ form: OrderForm) async { await save(form, comparedWith: mode) }

    /// Saves what was changed in a form opened with the values `opened` (a page that carried them,
    /// or a terminal that asked field by field), onto the order as it is now: `current` when the
    /// caller has just read it, else read again. Only the fields typed differently from how they
    /// opened are sent, so a change another window made meanwhile to a field left alone is kept.
    /// Opened values that do not read as an order are left aside: the form is compared with the
    /// order as the editor has it.
    ///
    /// A field changed both here and there, to different values, is not overwritten unseen: nothing
    /// is sent, each such field gets an alert of kind ``FailureKind/rejected`` saying what it is now,
    /// and the view is shown the form again, holding what was typed in the fields changed here and
    /// the order's values in the others. Saving again (through this presenter, or a page opened with
    /// the order as it is now) replaces those fields. Text that differs only in line breaks or
    /// surrounding whitespace counts as unchanged there (a one-line input drops line breaks).
    public func save(_ form: OrderForm, openedAs opened: OrderForm, current: Order? = nil) async {
        guard case .edit(let order) = mode, let was = try? interactor.validate(shownByRefusal ?? opened)
        else {
            return await save(form)
        }
        let now: Order
        if let current {
            now = current
        } else {
            do throws(PlannerError) {
                now = try await interactor.store.order(order.id)
            } catch {
                self.form = form
                view?.show(.aboutShownOrder(error))
                return
            }
        }
        if let typed = try? interactor.validate(form) {
            let shown = OrderForm(mode: .edit(now))
            let changedHere = was.changedFields(to: typed)
            let before = OrderForm(mode: .edit(Order(id: now.id, fields: was)))
            let changedThere = was.changedFields(to: now.fields).filter { field in
                guard let text = shown.text(field), let opened = before.text(field) else { return true }
                return !text.isSameFieldText(as: opened)
            }
            let clashes = changedHere.intersection(changedThere).intersection(
                now.fields.changedFields(to: typed))
            guard clashes.isEmpty else {
                shownByRefusal = shown
                self.form = shown.with(changedHere, from: form)
                view?.showForm(self.form)
                for field in clashes.sorted() {
                    view?.show(Alert(message: Messages.changedElsewhere(field, now: shown), kind: .rejected))
                }
                return
            }
        }
        await save(form, comparedWith: .edit(Order(id: now.id, fields: was)))
    }

    private func save(_ form: OrderForm, comparedWith mode: OrderEditorMode) async {
        self.form = form
        let fields: OrderFields
        do throws(PlannerError) {
            fields = try interactor.validate(form)
        } catch {
            // Every wrong field at once, not only the first that validating met.
            let problems = interactor.problems(form)
            for problem in problems.isEmpty ? [error] : problems { view?.show(Alert(problem)) }
            return
        }
        isSaving = true
        defer { isSaving = false }
        do throws(PlannerError) {
            view?.editorFinished(try await interactor.save(fields, as: mode))
            router?.navigate(to: .back)
        } catch {
            view?.show(.aboutShownOrder(error))
        }
    }

    public func cancel() { router?.navigate(to: .back) }
}
