import Basics

/// The orders list: loads every order (all pages), filters by customer or open ones, deletes, and
/// asks the router to open an order, the editor or the totals.
///
/// A row is removed only once the store confirms the delete; a failed delete keeps it and says why.
/// Loads may overlap: the latest one started is what the view shows, without the orders deleted
/// while it ran.
@MainActor
public final class OrderListPresenter {
    public weak var view: (any OrderListView)?
    public weak var router: (any PlannerRouter)?
    private let interactor: OrdersInteractor
    public var filter: OrderFilter
    public private(set) var list = OrderListViewModel()
    /// Every order, as last loaded, in the order the rows' numbers count in.
    private var all: [Order] = []
    private let latest = LatestStart()
    /// The orders deleted since the latest load started: its answer may still hold them.
    private var deletedDuringLoad: Set<String> = []

    public init(interactor: OrdersInteractor, filter: OrderFilter = OrderFilter()) {
        self.interactor = interactor
        self.filter = filter
    }

    /// Loads (or reloads) the list.
    public func load() async {
        let run = latest.start()
        deletedDuringLoad = []
        view?.setLoading(true)
        defer { if latest.isLatest(run) { view?.setLoading(false) } }
        do throws(PlannerError) {
            let orders = try await interactor.numberedOrders()
            guard latest.isLatest(run) else { return }
            all = orders.filter { !deletedDuringLoad.contains($0.id) }
            list = model()
            view?.showOrders(list)
        } catch {
            if latest.isLatest(run) { view?.show(Alert(error)) }
        }
    }

    /// The order numbered `number` in the whole list, shown by the filter or not: a number names the
    /// order `planner show` takes it for, so an order hidden by "open only" is not said not to exist.
    public func order(number: Int) -> Order? {
        all.indices.contains(number - 1) ? all[number - 1] : nil
    }

    public func select(_ order: Order) { router?.navigate(to: .detail(order)) }
    public func add() { router?.navigate(to: .editor(.create)) }
    public func showTotals() { router?.navigate(to: .totals) }

    /// Deletes `order`, then removes it from the list.
    public func delete(_ order: Order) async {
        do throws(PlannerError) {
            try await interactor.delete(order)
            deletedDuringLoad.insert(order.id)
            all.removeAll { $0.id == order.id }
            list = model()
            view?.orderDeleted(order)
            view?.showOrders(list)
        } catch {
            view?.show(Alert(error))
        }
    }

    /// The filter's sections of ``all``, each row with its number in the whole list.
    private func model() -> OrderListViewModel {
        var numbers: [String: Int] = [:]
        for (index, order) in all.enumerated() { numbers[order.id] = index + 1 }
        let sections = OrdersInteractor.group(OrdersInteractor.filter(all, filter))
        return OrderListViewModel(
            sections: sections.map { section in
                SectionViewModel(
                    section: section, title: OrderFormatting.sectionTitle(section.date),
                    rows: section.orders.map {
                        OrderRow(
                            order: $0, status: interactor.status(of: $0), number: numbers[$0.id],
                            currency: interactor.currency)
                    })
            }, filter: filter)
    }
}
