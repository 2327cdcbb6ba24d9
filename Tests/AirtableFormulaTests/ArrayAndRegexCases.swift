import AirtableFormula

/// Arrays (multiple selects, linked records as their primary values) and regular expressions.
enum ArrayAndRegexCases {
    static let all: [FormulaCase] = [
        FormulaCase("ARRAYJOIN({Tags})", text("red, blue")),
        FormulaCase("ARRAYJOIN({Tags}, '; ')", text("red; blue")),
        FormulaCase("ARRAYJOIN({Links}, ',')", text("Alice,Bob")),
        FormulaCase("ARRAYJOIN({Reviewers})", text("")),
        FormulaCase("ARRAYJOIN({Name})", text("Union Square")),
        FormulaCase("FIND(',Bob,', ',' & ARRAYJOIN({Links}, ',') & ',')", number(7)),
        FormulaCase("FIND(',Carol,', ',' & ARRAYJOIN({Links}, ',') & ',')", number(0)),
        FormulaCase("ARRAYCOMPACT({Tags})", .array([text("red"), text("blue")])),
        FormulaCase("ARRAYUNIQUE({Tags})", .array([text("red"), text("blue")])),
        // ARRAYSLICE: 1-based and inclusive; negative positions count from the end.
        FormulaCase("ARRAYSLICE({Tags}, 2)", .array([text("blue")])),
        FormulaCase("ARRAYSLICE({Tags}, 1, 1)", .array([text("red")])),
        FormulaCase("ARRAYSLICE({Tags}, -1)", .array([text("blue")])),
        FormulaCase("ARRAYSLICE({Tags}, -5, 1)", .array([text("red")])),
        FormulaCase("ARRAYSLICE({Tags}, 1, 99)", .array([text("red"), text("blue")])),
        FormulaCase("ARRAYSLICE({Tags}, 3)", .array([])),
        FormulaCase("ARRAYSLICE({Tags}, 2, 1)", .array([])),
        FormulaCase("ARRAYSLICE({Notes}, 1)", .array([])),
        FormulaCase("ISERROR(ARRAYSLICE({Tags}, 'x'))", yes),
        FormulaCase("COUNTA({Links})", number(2)),
        FormulaCase("COUNTA({Reviewers})", number(0)),
        FormulaCase(#"REGEX_MATCH("Hello World", "Hello.World")"#, yes),
        FormulaCase(#"REGEX_MATCH("Hello World", "^World")"#, no),
        FormulaCase("REGEX_MATCH({Name}, '^Union')", yes),
        FormulaCase(#"REGEX_MATCH("abc", "[a-")"#, .error(#"#ERROR!: invalid regular expression "[a-""#)),
        FormulaCase(#"ISERROR(REGEX_MATCH("abc", "("))"#, yes),
        FormulaCase(#"REGEX_EXTRACT("Hello World", "W.*")"#, text("World")),
        FormulaCase(#"REGEX_EXTRACT("Hello World", "[0-9]+")"#, .blank),
        FormulaCase(#"REGEX_REPLACE("Hello World", " W.*", "")"#, text("Hello")),
        FormulaCase(##"REGEX_REPLACE("a1b22c333", "[0-9]+", "#")"##, text("a#b#c#")),
        FormulaCase(#"REGEX_REPLACE("2026-12-05", "(\\d+)-(\\d+)-(\\d+)", "$3/$2/$1")"#, text("05/12/2026")),
        FormulaCase(#"REGEX_REPLACE("héllo wörld", "ö", "o")"#, text("héllo world")),
        FormulaCase(#"REGEX_EXTRACT("😀 abc", "[a-z]+")"#, text("abc")),
        // RE2 (Airtable's engine) takes the empty pattern, which matches at every position.
        FormulaCase(#"REGEX_MATCH("ab", "")"#, yes),
        FormulaCase(#"REGEX_REPLACE("ab", "", "x")"#, text("xaxbx")),
    ]
}
