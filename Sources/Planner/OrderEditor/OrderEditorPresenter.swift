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

    public init(mode: OrderEditorMode, interactor: OrderEditorInteractor) {
        self.mode = mode
        self.interactor = interactor
        form = OrderForm(mode: mode)
    }

    public func load() { view?.showForm(form) }

    /// Checks `form` and saves it; on success the view gets the result and the router goes back.
    /// An edit sends only the fields that differ from the order the editor was opened on.
    public func save(_ form: OrderForm) async { await save(form, comparedWith: mode) }

    /// Saves what was changed in a form opened with the values `opened` (a page that carried them):
    /// only the fields typed differently from how they opened are sent, so a change another window
    /// made meanwhile to a field left alone is kept. Opened values that do not read as an order are
    /// left aside: the form is compared with the order as the editor has it.
    public func save(_ form: OrderForm, openedAs opened: OrderForm) async {
        guard case .edit(let order) = mode, let fields = try? interactor.validate(opened) else {
            return await save(form)
        }
        await save(form, comparedWith: .edit(Order(id: order.id, fields: fields)))
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
