import AirtableFormula
import Testing

/// What parsing rejects, and the messages the server puts after Airtable's 422 prefix.
@Suite struct ErrorTests {
    static let invalid = "Invalid formula. Please check your formula text."

    @Test func unknownFieldNamesAreListedLowerCasedOnceEach() {
        #expect(
            Sample.error("OR({Nope} = 'x', {Other Thing} = 1, nope)")
                == "Unknown field names: nope, other thing")
        // The real Airtable message from the contract's §9.
        #expect(Sample.error("OR(id = recYAAPRK3b74OnGz)") == "Unknown field names: id, recyaaprk3b74ongz")
    }

    @Test func syntaxErrorsWinOverUnknownFields() {
        let message = Sample.error("{Nope} = (")
        #expect(message?.hasPrefix(Self.invalid) == true)
    }

    @Test func unknownFunctionsAreNamedWithTheirPosition() {
        #expect(
            Sample.error("1 + FOO(1)")
                == "\(Self.invalid) Unknown function FOO at character 5: it is not in the supported subset.")
        #expect(
            Sample.error("TONOW(NOW())")?.contains("Unknown function TONOW at character 1")
                == true)
        #expect(Sample.error("lower({Name}) = 'x'") == nil)
    }

    @Test func unbalancedParentheses() {
        #expect(
            Sample.error("AND(1, 2")
                == "\(Self.invalid) Unbalanced parentheses: the '(' at character 4 is never closed.")
        #expect(
            Sample.error("1)") == "\(Self.invalid) Unbalanced parentheses: unexpected ')' at character 2.")
        #expect(Sample.error("((1)")?.contains("the '(' at character 1 is never closed") == true)
        #expect(Sample.error(")(")?.contains("unexpected ')' at character 1") == true)
        #expect(
            Sample.error("AND(1 2)")
                == "\(Self.invalid) Expected ',' or ')' at character 7 but found number 2.")
    }

    @Test func badStringsAndReferences() {
        #expect(
            Sample.error(#"'a\qb' = 'x'"#)
                == "\(Self.invalid) Unknown escape sequence '\\q' in a string at character 3.")
        #expect(Sample.error("'abc") == "\(Self.invalid) Unterminated string starting at character 1.")
        #expect(
            Sample.error("1 = \"abc\\\"") == "\(Self.invalid) Unterminated string starting at character 5.")
        #expect(
            Sample.error("{Name = 'x'")
                == "\(Self.invalid) Unterminated field reference starting at character 1: missing '}'.")
    }

    @Test func wrongArgumentCounts() {
        #expect(Sample.error("IF(1)") == "\(Self.invalid) IF at character 1 takes 2 to 3 arguments, not 1.")
        #expect(Sample.error("MID('a')") == "\(Self.invalid) MID at character 1 takes 3 arguments, not 1.")
        #expect(Sample.error("TODAY(1)") == "\(Self.invalid) TODAY at character 1 takes 0 arguments, not 1.")
        #expect(
            Sample.error("AND()") == "\(Self.invalid) AND at character 1 takes at least 1 argument, not 0.")
    }

    @Test func strayCharactersAndLeftovers() {
        #expect(Sample.error("1 # 2") == "\(Self.invalid) Unexpected character '#' at character 3.")
        #expect(Sample.error("2 ^ 3") == "\(Self.invalid) Unexpected character '^' at character 3.")
        #expect(Sample.error("1 2") == "\(Self.invalid) Unexpected number 2 at character 3.")
        #expect(
            Sample.error("1 +")
                == "\(Self.invalid) The formula ends where a value was expected (character 4).")
        #expect(Sample.error("= 1") == "\(Self.invalid) Unexpected '=' at character 1.")
        #expect(Sample.error("1..2") == "\(Self.invalid) Malformed number '1..2' at character 1.")
    }

    @Test func emptyAndOverlongFormulas() {
        #expect(Sample.error("") == "\(Self.invalid) The formula is empty.")
        #expect(Sample.error("  \n ") == "\(Self.invalid) The formula is empty.")
        let long = "'" + String(repeating: "x", count: ParsedFormula.maximumLength) + "'"
        #expect(Sample.error(long) == "\(Self.invalid) The formula is longer than 100000 characters.")
    }

    @Test func evaluationProblemsAreErrorValuesNotThrows() throws {
        #expect(try Sample.evaluate("1/0").get() == .error("#ERROR!: division by zero"))
        #expect(try Sample.evaluate("REPT('x', 1000000)").get().isError)
        #expect(try Sample.evaluate("DATEADD(TODAY(), 1e300, 'days')").get().isError)
    }

    /// Text results are capped at 100,000 characters, checked before building where growth multiplies.
    @Test func textBombsAreErrorValues() throws {
        let limit = #"#ERROR!: the text would be longer than 100000 characters"#
        #expect(try Sample.evaluate("LEN(REPT('ab', 50000))").get() == .number(100_000))
        for bomb in [
            "REPT('ab', 50000) & 'c'", "REPT('x', 1e9)", "CONCATENATE(REPT('x', 60000), REPT('x', 60000))",
            "SUBSTITUTE(REPT('x', 99999), 'x', REPT('y', 99999))",
            "REGEX_REPLACE(REPT('x', 99999), 'x', REPT('$0', 50000))",
            "ARRAYJOIN({Tags}, REPT('-', 99999))", "REPLACE(REPT('x', 99999), 1, 0, 'yy')",
            "SUBSTITUTE(REPT('x', 60000) & 'a' & REPT('x', 39000), 'a', REPT('y', 2000), 1)",
        ] {
            #expect(try Sample.evaluate(bomb).get() == .error(limit), "\(bomb)")
        }
    }
}

extension FormulaValue {
    var isError: Bool {
        if case .error = self { return true }
        return false
    }
}
