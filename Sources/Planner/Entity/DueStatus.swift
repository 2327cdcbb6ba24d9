/// How pressing an order is on a given day.
public enum DueStatus: Sendable, Hashable {
    /// Finished; deadlines no longer matter.
    case done
    /// Open, and its deadline has passed.
    case overdue(daysLate: Int)
    /// Open, due today or within the next ``OrderRules/dueSoonDays`` days.
    case dueSoon(daysLeft: Int)
    /// Open, due later.
    case later
    /// Open, with no deadline.
    case noDeadline

    public var isOverdue: Bool {
        if case .overdue = self { return true }
        return false
    }

    public var isDueSoon: Bool {
        if case .dueSoon = self { return true }
        return false
    }
}
