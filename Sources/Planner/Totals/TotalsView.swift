import Basics

/// Fee totals per customer, open and done.
@MainActor
public protocol TotalsView: AnyObject {
    func showTotals(_ totals: TotalsViewModel)
    func show(_ alert: Alert)
}
