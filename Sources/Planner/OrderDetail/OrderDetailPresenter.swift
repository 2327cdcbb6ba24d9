import Basics

/// One order: loads it fresh by id, shows it, deletes it, and asks the router for the editor.
///
/// An order that no longer exists gives an alert that closes the screen.
@MainActor
public final class OrderDetailPresenter {
    public weak var view: (any OrderDetailView)?
    public weak var router: (any PlannerRouter)?
    private let interactor: OrdersInteractor
    public let orderID: String
    /// The order, once loaded (or as handed over by the list).
    public private(set) var order: Order?

    /// A detail screen for the order with `id`, loaded by ``load()``.
    public init(orderID: String, interactor: OrdersInteractor) {
        self.orderID = orderID
        self.interactor = interactor
    }

    /// A detail screen opened from the list: shows `order` at once, ``load()`` refreshes it.
    public convenience init(order: Order, interactor: OrdersInteractor) {
        self.init(orderID: order.id, interactor: interactor)
        self.order = order
    }

    /// Fetches the order and shows it.
    public func load() async {
        do throws(PlannerError) {
            let loaded = try await interactor.order(orderID)
            show(loaded)
        } catch {
            view?.show(.aboutShownOrder(error))
        }
    }

    /// After the editor saved: shows the new values.
    public func orderUpdated(_ updated: Order) { show(updated) }

    public func edit() {
        guard let order else { return }
        router?.navigate(to: .editor(.edit(order)))
    }

    /// Marks the order done, or open again if it is done; shows it as saved.
    public func toggleDone() async {
        guard let order else { return }
        do throws(PlannerError) {
            show(try await interactor.setDone(order, !order.done).order)
        } catch {
            view?.show(.aboutShownOrder(error))
        }
    }

    /// Deletes the order; on success the view is told and the router goes back.
    public func delete() async {
        guard let order else { return }
        do throws(PlannerError) {
            try await interactor.delete(order)
            view?.orderDeleted(order)
            router?.navigate(to: .back)
        } catch {
            view?.show(.aboutShownOrder(error))
        }
    }

    private func show(_ loaded: Order) {
        order = loaded
        view?.showOrder(
            OrderDetailViewModel(
                order: loaded, status: interactor.status(of: loaded), currency: interactor.currency))
    }
}
