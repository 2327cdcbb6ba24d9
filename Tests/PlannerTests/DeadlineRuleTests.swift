import Planner
import Testing

/// Open orders past their deadline are overdue; due today to three days ahead is due soon; done wins.
struct DeadlineRuleTests {
    @Test(arguments: [
        ("2023-01-08", false, DueStatus.overdue(daysLate: 1)),
        ("2022-12-31", false, .overdue(daysLate: 9)),
        ("2023-01-09", false, .dueSoon(daysLeft: 0)),
        ("2023-01-12", false, .dueSoon(daysLeft: 3)),
        ("2023-01-13", false, .later),
        ("2023-01-01", true, .done),
    ])
    func marks(_ deadline: String, _ done: Bool, _ expected: DueStatus) {
        let order = Order(id: "rec00000000000001", fields: Fixtures.order("A", deadline, done: done))
        #expect(Deadlines.status(of: order, today: Fixtures.today) == expected)
    }

    @Test func anOpenOrderWithoutADeadlineIsNeverOverdue() {
        let order = Order(id: "rec00000000000001", fields: Fixtures.order("A"))
        #expect(Deadlines.status(of: order, today: Fixtures.today) == .noDeadline)
        #expect(OrderFormatting.mark(.overdue(daysLate: 1)) == "overdue by 1 day")
        #expect(OrderFormatting.mark(.dueSoon(daysLeft: 1)) == "due tomorrow")
    }
}
