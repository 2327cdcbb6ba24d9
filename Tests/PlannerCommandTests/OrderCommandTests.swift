import Foundation
import TestSupport
import Testing

/// Add, show, edit (only changed fields), delete, totals, and the errors: unknown ids, bad input.
@Suite(.offCooperativePool)
struct OrderCommandTests {
    static let orderKeys: Set<String> = [
        "id", "name", "deadline", "customer", "summary", "fee", "done", "overdue",
    ]

    @Test func addShowEditAndDeleteAnOrder() async throws {
        try await Servers.withPlannerBase { _, planner in
            let added = try await planner.run(
                "add", "--name", "Swift 6 concurrency", "--deadline", "2999-01-31", "--customer", "acme",
                "--fee",
                "99.50", "--json")
            #expect(added.status == ToolExit.success, "\(added)")
            let order = try added.object()
            #expect(Set(order.keys) == Self.orderKeys)
            #expect(order["summary"] is NSNull)
            #expect(order["fee"] as? Double == 99.5)
            #expect(order["overdue"] as? Bool == false)
            let id = try #require(order["id"] as? String)

            let edited = try await planner.run(
                "edit", id, "--deadline", "2020-01-31", "--customer", "", "--done")
            #expect(edited.status == ToolExit.success, "\(edited)")
            #expect(
                edited.stdout.contains(
                    "Updated deadline, customer of Swift 6 concurrency and marked it done"), "\(edited)"
            )

            let stored = try await planner.direct { try await $0.get(id).fields }
            #expect(
                stored
                    == OrderFieldsJSON(
                        name: "Swift 6 concurrency", deadline: "2020-01-31", fee: 99.5, done: true))

            let shown = try await planner.run("show", id, "--json")
            #expect(try shown.object()["customer"] is NSNull)
            #expect(try shown.object()["overdue"] as? Bool == false)  // done orders are never overdue

            let reopened = try await planner.run("edit", id, "--not-done", "--json")
            #expect(try reopened.object()["overdue"] as? Bool == true)

            let deleted = try await planner.run("delete", id)
            #expect(deleted.status == ToolExit.success, "\(deleted)")
            #expect(deleted.stdout.contains("Deleted order Swift 6 concurrency (\(id))"))
            let gone = try await planner.run("show", id)
            #expect(gone.status == ToolExit.notFound, "\(gone)")
        }
    }

    @Test func listNumbersNameOrdersAndDoneMarksOneDone() async throws {
        try await Servers.withPlannerBase { _, planner in
            _ = try await planner.direct {
                try await $0.create([
                    OrderFieldsJSON(name: "Later", deadline: "2999-02-01"),
                    OrderFieldsJSON(name: "Sooner", deadline: "2999-01-01"),
                ])
            }
            let list = try await planner.run("list")
            #expect(list.stdout.contains("#"), "\(list)")
            let shown = try await planner.run("show", "1", "--json")
            #expect(try shown.object()["name"] as? String == "Sooner", "\(shown)")

            let done = try await planner.run("done", "2")
            #expect(done.status == ToolExit.success, "\(done)")
            #expect(done.stdout.contains("Marked Later done"), "\(done)")
            #expect(try await planner.run("show", "2", "--json").object()["done"] as? Bool == true)
            let again = try await planner.run("done", "2")
            #expect(again.stdout.contains("Nothing to change in Later"), "\(again)")
            let undone = try await planner.run("done", "2", "--undo", "--json")
            #expect(try undone.object()["done"] as? Bool == false)

            let missing = try await planner.run("done", "3")
            #expect(missing.status == ToolExit.notFound, "\(missing)")
            #expect(
                missing.stderr.contains("There is no order number 3: the list has 2 orders"), "\(missing)")
        }
    }

    @Test func feesAreShownInTheCurrencyChosenInTheSettings() async throws {
        try await Servers.withPlannerBase { _, planner in
            _ = try await planner.direct {
                try await $0.create([OrderFieldsJSON(name: "Glossary", customer: "acme", fee: 150.5)])
            }
            let euro = ["PLANNER_CURRENCY": "€"]
            let list = try await planner.run("list", environment: euro)
            #expect(list.stdout.contains("150.50 €"), "\(list)")
            let totals = try await planner.run("totals", environment: euro)
            #expect(totals.stdout.contains("150.50 €"), "\(totals)")
            let json = try await planner.run("show", "1", "--json", environment: euro)
            #expect(try json.object()["fee"] as? Double == 150.5, "JSON keeps the number")
            let plain = try await planner.run("list")
            #expect(plain.stdout.contains("150.50") && !plain.stdout.contains("€"), "\(plain)")
        }
    }

    @Test func aDottedDateAndADecimalCommaAreReadFromTheCommandLine() async throws {
        try await Servers.withPlannerBase { _, planner in
            let added = try await planner.run(
                "add", "--name", "Glossary", "--deadline", "31.01.2999", "--fee", "150,50", "--json")
            #expect(added.status == ToolExit.success, "\(added)")
            let order = try added.object()
            #expect(order["deadline"] as? String == "2999-01-31")
            #expect(order["fee"] as? Double == 150.5)
        }
    }

    @Test func unknownAndMalformedIdsAreNotFound() async throws {
        try await Servers.withPlannerBase { _, planner in
            for arguments in [
                ["show", "recAAAAAAAAAAAAAA"], ["edit", "recAAAAAAAAAAAAAA", "--fee", "1"],
                ["delete", "recAAAAAAAAAAAAAA"], ["show", "../meta/whoami"],
            ] {
                let result = try await planner.run(arguments)
                #expect(result.status == ToolExit.notFound, "\(arguments): \(result)")
                #expect(result.stderr.contains("There is no order with id"), "\(result)")
            }
            let json = try await planner.run("show", "recAAAAAAAAAAAAAA", "--json")
            #expect(json.stderr.contains(#""exitCode":3"#), "\(json)")
            #expect(json.stderr.contains(#""kind":"notFound""#), "\(json)")
        }
    }

    @Test func badInputIsRefusedAndNothingIsWritten() async throws {
        try await Servers.withPlannerBase { _, planner in
            let noName = try await planner.run("add", "--deadline", "2023-01-31")
            #expect(noName.status == ToolExit.failure, "\(noName)")
            #expect(noName.stderr.contains("You must specify a name"))
            let badDate = try await planner.run("add", "--name", "X", "--deadline", "2023-02-30")
            #expect(badDate.status == ToolExit.failure, "\(badDate)")
            #expect(
                badDate.stderr.contains(
                    "The deadline '2023-02-30' is not a day of the calendar: give a date like 2023-01-31")
            )
            let badFee = try await planner.run("add", "--name", "X", "--fee", "lots")
            #expect(badFee.status == ToolExit.failure, "\(badFee)")
            let both = try await planner.run("edit", "recAAAAAAAAAAAAAA", "--done", "--not-done")
            #expect(both.status == ToolExit.usage, "\(both)")
            let unknown = try await planner.run("list", "--colour")
            #expect(unknown.status == ToolExit.usage, "\(unknown)")
            #expect(try await planner.direct { try await $0.all() }.isEmpty)
        }
    }

    @Test func totalsAddUpFeesPerCustomer() async throws {
        try await Servers.withPlannerBase { _, planner in
            _ = try await planner.direct { table in
                try await table.create([
                    OrderFieldsJSON(name: "A", customer: "proglib", fee: 0.1),
                    OrderFieldsJSON(name: "B", customer: "proglib", fee: 0.2, done: true),
                    OrderFieldsJSON(name: "C", customer: "medium", fee: 80),
                    OrderFieldsJSON(name: "D", fee: 5),
                ])
            }
            let totals = try await planner.run("totals", "--json")
            #expect(totals.status == ToolExit.success, "\(totals)")
            let object = try totals.object()
            let customers = try #require(object["customers"] as? [[String: Any]])
            #expect(customers.map { $0["customer"] as? String } == ["medium", "proglib", nil])
            #expect(customers.map { $0["open"] as? Double } == [80, 0.1, 5])
            #expect(customers.map { $0["done"] as? Double } == [0, 0.2, 0])
            #expect(object["open"] as? Double == 85.1)
            let text = try await planner.run("totals")
            #expect(text.stdout.contains("Total"), "\(text)")

            let filtered = try await planner.run("list", "--customer", "PROGLIB", "--open", "--json")
            let sections = try #require(try filtered.object()["sections"] as? [[String: Any]])
            #expect(sections.count == 1)
            #expect(sections.first?["date"] is NSNull)
            #expect((sections.first?["orders"] as? [[String: Any]])?.map { $0["name"] as? String } == ["A"])
        }
    }
}
