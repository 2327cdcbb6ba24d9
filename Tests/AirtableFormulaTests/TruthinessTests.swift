import AirtableFormula
import Testing

/// `matches`: a record is kept unless the result is 0, false, "", NaN, [], blank or an error.
@Suite struct TruthinessTests {
    private func matches(_ source: String) throws -> Bool {
        try ParsedFormula(source, fields: Sample.fields).matches(SampleRecord(), in: Sample.environment)
    }

    @Test(arguments: [
        "0", "FALSE()", "''", "BLANK()", "{Notes}", "{Reviewers}", "{Unchecked}", "{Zero}", "1/0", "ERROR()",
        "'abc' * 1", "VALUE('abc')", "{Name} = 'nope'", "SEARCH('zzz', {Name})", "FIND('zzz', {Name})",
        "ARRAYCOMPACT({Reviewers})", "IF(0, 1)",
    ])
    func falsy(_ source: String) throws {
        #expect(try !matches(source))
    }

    @Test(arguments: [
        "1", "-1", "0.0001", "TRUE()", "'0'", "'false'", "' '", "{Name}", "{Tags}", "{Owner}", "{Done}",
        "{Due}",
        "TODAY()", "{Count}", "{Percent}", "NOT({Name} = '')", "{Status} = 'Active'",
        "SEARCH('Square', {Name})",
    ])
    func truthy(_ source: String) throws {
        #expect(try matches(source))
    }
}
