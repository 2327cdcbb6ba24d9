import AirtableModel
import Basics
import HTTPServer
import Planner
import Web

extension PlannerApp {
    func register(on router: inout AsyncRouter, gate: PageGate) {
        router.get("planner", use: gate.page(orders))
        router.get("planner/totals", use: gate.page(totals))
        router.get("planner/orders/new", use: gate.page { orderForm($0) })
        router.post("planner/orders", use: gate.page(saveOrder))
        // The address a refused form is shown at, opened as a page: the form it came from.
        router.get("planner/orders", use: gate.page { _ in .redirect(to: "/planner/orders/new") })
        router.get("planner/orders/:id", use: gate.page(order))
        router.post("planner/orders/:id", use: gate.page(saveOrder))
        router.get("planner/orders/:id/edit", use: gate.page(editForm))
        router.get("planner/orders/:id/delete", use: gate.page(confirmDelete))
        router.post("planner/orders/:id/delete", use: gate.page(deleteOrder))
    }

    /// `GET /planner/`: the orders in sections by deadline date (`?page=` for a page after the
    /// first, `?order=` for the page that holds an order).
    @MainActor
    func orders(_ page: PageRequest) async -> PageResponse {
        let presenter = OrderListPresenter(interactor: orders)
        let view = OrderListPage(backend: backend)
        view.asked = ListPaging.asked(page.form)
        view.showing = page.form["order"]
        if view.showing != nil { view.notice = page.takeNotice() }
        return await loaded(page, view, attach: { presenter.view = $0 }, load: presenter.load)
    }

    /// `GET /planner/orders/:id`: every field, Edit and Delete.
    @MainActor
    func order(_ page: PageRequest) async -> PageResponse {
        let presenter = OrderDetailPresenter(orderID: page.parameter("id"), interactor: orders)
        return await loaded(
            page, OrderDetailPage(backend: backend), attach: { presenter.view = $0 }, load: presenter.load)
    }

    /// `GET /planner/totals`.
    @MainActor
    func totals(_ page: PageRequest) async -> PageResponse {
        let presenter = TotalsPresenter(interactor: TotalsInteractor(store: store, currency: currency))
        return await loaded(
            page, TotalsPage(backend: backend), attach: { presenter.view = $0 }, load: presenter.load)
    }

    /// `GET /planner/orders/:id/edit`: the form holding the order's values.
    @MainActor
    func editForm(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        do throws(PlannerError) {
            let order = try await orders.order(page.parameter("id"))
            let form = OrderForm(mode: .edit(order))
            return orderForm(page, form: form, editing: order.id, opened: Self.opened(form))
        } catch {
            return unreadOrder(page, error)
        }
    }

    /// `POST /planner/orders` (create) and `POST /planner/orders/:id` (edit: only what the person
    /// changed in the form, against the values it was opened with, is sent).
    @MainActor
    func saveOrder(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        var mode = OrderEditorMode.create
        var opened: OpenedValues?
        let id = page.parameter("id")
        // An address that names no order at all (`new`, a list number): none was deleted, there is
        // none.
        if !id.isEmpty, !AirtableID.isValid(id, .record) { return unreadOrder(page, .noOrder(id)) }
        // A form without them (a script's) is compared with the order as it is now.
        let posted = OpenedValues(posted: page, names: Self.formFields)
        if !id.isEmpty {
            do throws(PlannerError) {
                let order = try await orders.order(id)
                opened = posted ?? Self.opened(OrderForm(mode: .edit(order)))
                mode = .edit(order)
            } catch {
                guard error.orderIsMissing else { return unreadOrder(page, error) }
                // Deleted elsewhere while this form was open: what was typed comes back, to add.
                let deleted = Alert(message: Self.deletedWhileEditing, kind: .notFound)
                return orderForm(
                    page, form: Self.typed(page.field, as: .create), editing: nil, refused: [deleted])
            }
        }
        let form = Self.typed(page.field, as: mode)
        let presenter = OrderEditorPresenter(mode: mode, interactor: OrderEditorInteractor(orders: orders))
        let view = OrderEditorPage(backend: backend)
        presenter.view = view
        if let posted {
            // The order was just read (to tell whether it still exists): it is not read again.
            let current: Order? = if case .edit(let order) = mode { order } else { nil }
            await presenter.save(form, openedAs: Self.typed({ posted[$0] }, as: mode), current: current)
        } else {
            await presenter.save(form)
        }
        guard let result = view.result else {
            if let reshown = view.reshown {
                // Fields changed here and in another window meanwhile: shown again, now opened
                // with the order as it is, so that saving again replaces them.
                let now = OrderForm(mode: mode)
                return orderForm(
                    page, form: reshown, editing: id.nonEmpty, refused: view.alerts, opened: Self.opened(now),
                    now: now)
            }
            return orderForm(page, form: form, editing: id.nonEmpty, refused: view.alerts, opened: opened)
        }
        page.flash(Messages.saved(result))
        return .redirect(
            to: result.created
                ? "/planner/?order=\(result.order.id)#order-\(result.order.id)"
                : "/planner/orders/\(result.order.id)")
    }

    /// `GET /planner/orders/:id/delete`: asks first.
    @MainActor
    func confirmDelete(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        do throws(PlannerError) {
            let order = try await orders.order(page.parameter("id"))
            let base = "/planner/orders/\(order.id)"
            return .page(
                layout(
                    "Delete \(order.shownName)", page,
                    DeleteConfirmation.html(
                        "Delete \(order.shownName)?", about: .empty, action: "\(base)/delete",
                        cancel: (base, "Cancel"), page: page)))
        } catch {
            return unreadOrder(page, error)
        }
    }

    /// `POST /planner/orders/:id/delete`.
    @MainActor
    func deleteOrder(_ page: PageRequest) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        let view = OrderDetailPage(backend: backend)
        let presenter = OrderDetailPresenter(orderID: page.parameter("id"), interactor: orders)
        presenter.view = view
        await presenter.load()
        // Deleted already (in another window): what was asked for is done.
        if view.showsItemGone {
            page.flash("That order was already deleted")
            return .redirect(to: "/planner/")
        }
        await presenter.delete()
        guard let deleted = view.deleted else {
            return .page(
                layout("Not deleted", page, "<h1>Not deleted</h1>\(view.alertsHTML)"), status: view.status)
        }
        page.flash(Messages.deleted(deleted))
        return .redirect(to: "/planner/")
    }

    // MARK: Helpers

    /// A page a presenter fills: the 503 page when there is no store; else `view` given to the
    /// presenter (`attach`: a presenter holds its view weakly, and this keeps it until it is shown),
    /// loaded, and shown.
    @MainActor
    private func loaded<View: PlannerPage>(
        _ page: PageRequest, _ view: View, attach: (View) -> Void, load: () async -> Void
    ) async -> PageResponse {
        if let unavailable { return missingToken(page, unavailable) }
        attach(view)
        await load()
        return shown(page, view)
    }

    /// `view` in the planner's layout, under its title, with its status.
    @MainActor
    private func shown(_ page: PageRequest, _ view: some PlannerPage) -> PageResponse {
        .page(layout(view.title, page, view.html), status: view.status)
    }

    /// The page saying why the order the path names could not be read (404 when there is none).
    @MainActor
    private func unreadOrder(_ page: PageRequest, _ error: PlannerError) -> PageResponse {
        let view = OrderDetailPage(backend: backend)
        view.show(Alert(error))
        return shown(page, view)
    }

    @MainActor
    private func missingToken(_ page: PageRequest, _ reason: String) -> PageResponse {
        let box = PageView(backend: backend)
        box.show(Alert(message: "The planner cannot reach Airtable", detail: reason, kind: .unavailable))
        return .page(layout("Planner", page, "<h1>Orders</h1>\(box.alertsHTML)"), status: .serviceUnavailable)
    }
}
