import Foundation
import Testing

@testable import Airtable

/// The formula builder's output text (its meaning is checked against the local server's
/// evaluator in `FormulaEvaluationTests`).
@Suite struct FormulaTextTests {
    @Test func comparisonsAndLogic() {
        let formula = Formula.and(
            Formula.field("Name") == .text("O'Brien"), Formula.field("Age") >= .number(21))
        #expect(formula.text == #"AND({Name}='O\'Brien', {Age}>=21)"#)
        #expect(Formula.not(Formula.field("Name") == .text("")).text == "NOT({Name}='')")
        #expect(Formula.or().text == "FALSE()")
        #expect(Formula.and().text == "TRUE()")
    }

    @Test func quotesBackslashesAndNewlinesAreEscaped() {
        #expect(Formula.text(#"a\'b"#).text == #"'a\\\'b'"#)
        #expect(Formula.text("line 1\nline 2").text == #"'line 1\nline 2'"#)
        #expect(Formula.text("🍕 \"pizza\"").text == "'🍕 \"pizza\"'")
    }

    @Test func fieldNamesEscapeClosingBraces() {
        #expect(Formula.field("a}b").text == #"{a\}b}"#)
        #expect(Formula.field(#"c:\d"#).text == #"{c:\d}"#)
        #expect(Formula.field("{x}").text == #"{{x\}}"#)
    }

    @Test func compoundOperandsGetParentheses() {
        let inner = Formula.field("A") == .number(1)
        #expect((inner == .bool(true)).text == "({A}=1)=TRUE()")
        #expect((Formula.field("N") > .number(-2)).text == "{N}>(-2)")
    }

    @Test func numbers() {
        #expect(Formula.number(3.0).text == "3")
        #expect(Formula.number(2.5).text == "2.5")
        #expect(Formula.number(Double.nan).text == "BLANK()")
    }

    @Test func datesAndRecordIDs() {
        let date = Date(timeIntervalSince1970: 1_701_434_096)
        #expect(Formula.date(date).text == "DATETIME_PARSE('2023-12-01T12:34:56.000Z')")
        #expect(Formula.day(date).text == "DATETIME_PARSE('2023-12-01')")
        #expect(Formula.isBefore(.field("Due"), .today()).text == "IS_BEFORE({Due}, TODAY())")
        #expect(Formula.recordID(in: ["recA", "recB"]).text == "OR(RECORD_ID()='recA', RECORD_ID()='recB')")
    }

    @Test func textSearch() {
        #expect(Formula.contains("a'b", inField: "Notes").text == #"FIND('a\'b', {Notes})>0"#)
        #expect(Formula.containsIgnoringCase("X", inField: "N").text == "FIND(LOWER('X'), LOWER({N}))>0")
    }

    @Test func matchIsSortedByField() {
        #expect(Formula.match(["B": .number(2), "A": .text("x")]).text == "AND({A}='x', {B}=2)")
    }
}
