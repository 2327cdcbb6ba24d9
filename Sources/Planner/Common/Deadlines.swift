import Basics

/// The rule for deadline marks, shared by the interactors: an open order is overdue after its
/// deadline, and due soon from today to ``dueSoonDays`` days ahead.
public enum Deadlines {
    /// How many days ahead an open order counts as due soon.
    public static let dueSoonDays = 3

    public static func status(of order: Order, today: Day) -> DueStatus {
        guard !order.done else { return .done }
        guard let deadline = order.deadline else { return .noDeadline }
        let daysLeft = today.days(until: deadline)
        if daysLeft < 0 { return .overdue(daysLate: -daysLeft) }
        if daysLeft <= dueSoonDays { return .dueSoon(daysLeft: daysLeft) }
        return .later
    }
}
