import Basics

/// One order's detail screen, with Edit and Delete.
@MainActor
public protocol OrderDetailView: AnyObject {
    func showOrder(_ detail: OrderDetailViewModel)
    /// The store deleted the order; the screen closes.
    func orderDeleted(_ order: Order)
    func show(_ alert: Alert)
}
