import Basics

/// The orders list: loads every order (all pages), filters by customer or open ones, deletes, and
/// asks the router to open an order, the editor or the totals.
///
/// A row is removed only once the store confirms the delete; a failed delete keeps it and says why.
@MainActor
public final class OrderListPresenter {
    public weak var view: (any OrderListView)?
    public weak var router: (any PlannerRouter)?
    private let interactor: OrdersInteractor
    public var filter: OrderFilter
    public private(set) var list = OrderListViewModel()

    public init(interactor: OrdersInteractor, filter: OrderFilter = OrderFilter()) {
        self.interactor = interactor
        self.filter = filter
    }

    /// Loads (or reloads) the list.
    public func load() async {
        view?.setLoading(true)
        defer { view?.setLoading(false) }
        do throws(PlannerError) {
            let sections = try await interactor.sections(filter)
            list = model(sections)
            view?.showOrders(list)
        } catch {
            view?.show(Alert(error))
        }
    }

    /// The row numbered `number` (from 1, across sections), if there is one.
    public func row(number: Int) -> OrderRow? {
        let rows = list.rows
        return rows.indices.contains(number - 1) ? rows[number - 1] : nil
    }

    public func select(_ order: Order) { router?.navigate(to: .detail(order)) }
    public func add() { router?.navigate(to: .editor(.create)) }
    public func showTotals() { router?.navigate(to: .totals) }

    /// Deletes `order`, then removes it from the list.
    public func delete(_ order: Order) async {
        do throws(PlannerError) {
            try await interactor.delete(order)
            let remaining = list.sections.map { section in
                OrderSection(
                    date: section.section.date, orders: section.section.orders.filter { $0.id != order.id })
            }
            list = model(remaining.filter { !$0.orders.isEmpty })
            view?.orderDeleted(order)
            view?.showOrders(list)
        } catch {
            view?.show(Alert(error))
        }
    }

    private func model(_ sections: [OrderSection]) -> OrderListViewModel {
        OrderListViewModel(
            sections: sections.map { section in
                SectionViewModel(
                    section: section, title: OrderFormatting.sectionTitle(section.date),
                    rows: section.orders.map { OrderRow(order: $0, status: interactor.status(of: $0)) })
            }, filter: filter)
    }
}
