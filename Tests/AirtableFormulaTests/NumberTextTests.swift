import AirtableFormula
import Testing

/// Numbers turned into text (by `&`) read as JavaScript prints them, as Airtable's do.
@Suite struct NumberTextTests {
    @Test(arguments: [
        ("3", "3"), ("-3", "-3"), ("0", "0"), ("-0", "0"), ("0.5", "0.5"), ("-0.5", "-0.5"),
        ("123.456", "123.456"), ("1/3", "0.3333333333333333"), ("0.1 + 0.2", "0.30000000000000004"),
        ("0.00001", "0.00001"), ("0.000001", "0.000001"), ("1e-7", "1e-7"), ("1.5e-7", "1.5e-7"),
        ("1e16", "10000000000000000"), ("123456789012345680000", "123456789012345680000"),
        ("1e21", "1e+21"), ("1.5e300", "1.5e+300"),
    ])
    func printsLikeJavaScript(_ expression: String, _ expected: String) throws {
        #expect(try Sample.evaluate("(\(expression)) & ''").get() == .text(expected))
    }
}
