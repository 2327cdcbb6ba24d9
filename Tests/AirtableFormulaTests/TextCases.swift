import AirtableFormula

/// Text functions and `&`, with the examples of Airtable's formula field reference where it has them.
enum TextCases {
    static let all: [FormulaCase] = [
        // FIND: 1-based position, 0 when absent, case-sensitive.
        FormulaCase(#"FIND("fox", "quick brown fox")"#, number(13)),
        FormulaCase(#"FIND("z", "quick brown fox")"#, number(0)),
        FormulaCase(#"FIND("Fox", "quick brown fox")"#, number(0)),
        FormulaCase(#"FIND("o", "hello world", 5)"#, number(8)),
        FormulaCase(#"FIND("q", "quick")"#, number(1)),
        FormulaCase("FIND('Square', {Name})", number(7)),
        FormulaCase("FIND('x', {Notes})", number(0)),
        // SEARCH: like FIND, but blank when absent.
        FormulaCase(#"SEARCH("fox", "quick brown fox")"#, number(13)),
        FormulaCase(#"SEARCH("z", "quick brown fox")"#, .blank),
        FormulaCase("SEARCH(LOWER('UNION'), LOWER({Name}))", number(1)),
        FormulaCase("SEARCH('x', {Notes})", .blank),
        // Case.
        FormulaCase(#"LOWER("Hello!")"#, text("hello!")),
        FormulaCase(#"UPPER("Hello!")"#, text("HELLO!")),
        FormulaCase("UPPER({Name})", text("UNION SQUARE")),
        FormulaCase("LOWER({Notes})", text("")),
        // Lengths and slices.
        FormulaCase(#"LEN("quick brown fox")"#, number(15)),
        FormulaCase("LEN({Notes})", number(0)),
        FormulaCase("LEN({Count})", number(1)),
        FormulaCase(#"LEN("😀")"#, number(2)),
        FormulaCase(#"LEFT("quick brown fox", 5)"#, text("quick")),
        FormulaCase(#"RIGHT("quick brown fox", 5)"#, text("n fox")),
        FormulaCase(#"MID("quick brown fox", 7, 5)"#, text("brown")),
        FormulaCase(#"MID("quick brown fox", 13, 10)"#, text("fox")),
        FormulaCase(#"LEFT("abc", 10)"#, text("abc")),
        FormulaCase(#"RIGHT("abc", 0)"#, text("")),
        FormulaCase(#"TRIM(" Hello! ")"#, text("Hello!")),
        FormulaCase(#"TRIM("  two  words  ")"#, text("two  words")),
        // Substitution.
        FormulaCase(#"SUBSTITUTE("gold mold", "old", "et")"#, text("get met")),
        FormulaCase(#"SUBSTITUTE("gold mold", "old", "et", 1)"#, text("get mold")),
        FormulaCase(#"SUBSTITUTE("gold mold", "old", "et", 2)"#, text("gold met")),
        FormulaCase(#"SUBSTITUTE("gold mold", "old", "et", 3)"#, text("gold mold")),
        FormulaCase(#"REPLACE("database", 2, 5, "o")"#, text("dose")),
        FormulaCase(#"REPT("Hi! ", 3)"#, text("Hi! Hi! Hi! ")),
        // Joining.
        FormulaCase(#"CONCATENATE("Bob", " - ", "Jones")"#, text("Bob - Jones")),
        FormulaCase(#""Bob" & " " & "Jones""#, text("Bob Jones")),
        FormulaCase("{Name} & ' (' & {Count} & ')'", text("Union Square (5)")),
        FormulaCase("1 & 2", text("12")),
        FormulaCase("{Price} & ''", text("19.5")),
        FormulaCase("{Percent} & ''", text("0.25")),
        FormulaCase("{Notes} & 'x'", text("x")),
        FormulaCase("TRUE() & ''", text("1")),
        FormulaCase("{Due} & ''", text("2026-12-05T00:00:00.000Z")),
        FormulaCase("{Tags} & ''", text("red, blue")),
        // T and VALUE.
        FormulaCase(#"T("hello")"#, text("hello")),
        FormulaCase("T(1)", .blank),
        FormulaCase("T({Count})", .blank),
        FormulaCase("T({Owner})", text("Alice")),
        FormulaCase(#"VALUE("$1,000")"#, number(1000)),
        FormulaCase(#"VALUE("3.14")"#, number(3.14)),
        FormulaCase(#"VALUE("-12")"#, number(-12)),
        FormulaCase(#"ISERROR(VALUE("abc"))"#, yes),
        // String literals and escapes.
        FormulaCase(#"'It\'s'"#, text("It's")),
        FormulaCase(#""say \"hi\"""#, text(#"say "hi""#)),
        FormulaCase(#"'a\\b'"#, text(#"a\b"#)),
        FormulaCase(#"'line\nbreak'"#, text("line\nbreak")),
        FormulaCase(#""it's""#, text("it's")),
        FormulaCase(#"'say "hi"'"#, text(#"say "hi""#)),
        FormulaCase("'O''Brien'", text("O'Brien")),
        FormulaCase("''''", text("'")),
        FormulaCase("IF('' = '', 'empty', 'full')", text("empty")),
        FormulaCase(#"ENCODE_URL_COMPONENT("a b&c/é~")"#, text("a%20b%26c%2F%C3%A9~")),
    ]
}
