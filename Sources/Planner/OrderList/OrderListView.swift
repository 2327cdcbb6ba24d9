import Basics

/// The orders list: sections by deadline, rows marked overdue or due soon.
@MainActor
public protocol OrderListView: AnyObject {
    func showOrders(_ list: OrderListViewModel)
    /// A load started or ended (a spinner).
    func setLoading(_ isLoading: Bool)
    /// The store deleted `order`; the list shown no longer has it.
    func orderDeleted(_ order: Order)
    func show(_ alert: Alert)
}
