import AirtableFormula
import Foundation
import Testing

/// An evaluation's budget counts a call's long texts as work, so a few calls near the text limit
/// reach the budget's check as a thousand small expressions do, and a spent budget stops them; a
/// regular expression's matching counts too, so a slow one ends with the request's time.
@Suite struct BudgetTests {
    private final class Checks {
        var count = 0
    }

    private static func evaluate(_ source: String, budget: EvaluationBudget) throws -> FormulaValue {
        var environment = Sample.environment
        environment.budget = budget
        return try ParsedFormula(source, fields: Sample.fields).evaluate(SampleRecord(), in: environment)
    }

    @Test func callsOnLongTextsReachTheCheck() throws {
        let checks = Checks()
        let budget = EvaluationBudget(checkInterval: 150) {
            checks.count += 1
            return false
        }
        #expect(try Self.evaluate("LEN(REPT('x', 99999))", budget: budget) == .number(99999))
        #expect(checks.count >= 1)
        // Short texts are one step a call: six expressions do not reach a check of 150.
        let short = Checks()
        let quiet = EvaluationBudget(checkInterval: 150) {
            short.count += 1
            return false
        }
        #expect(try Self.evaluate("LEN(REPT('x', 999))", budget: quiet) == .number(999))
        #expect(short.count == 0)
    }

    @Test func aSpentBudgetStopsTheCallsThatFollow() throws {
        let budget = EvaluationBudget(checkInterval: 150) { true }
        let value = try Self.evaluate("LEN(REPT('x', 99999)) & LEN(REPT('y', 99999))", budget: budget)
        #expect(value == .error("#ERROR!: evaluation stopped"))
        #expect(budget.isSpent)
    }

    @Test func slowMatchingAsksTheBudget() throws {
        let checks = Checks()
        let budget = EvaluationBudget(checkInterval: 150) {
            checks.count += 1
            return true
        }
        // Three expressions, but matching that backtracks reports progress until the budget says stop.
        let value = try Self.evaluate("REGEX_MATCH(REPT('a', 60) & 'b', '(a+)+$')", budget: budget)
        #expect(value.isError)
        #expect(budget.isSpent)
        #expect(checks.count == 1)
    }
}
