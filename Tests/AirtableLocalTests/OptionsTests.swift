import Testing

@testable import AirtableLocal

@Suite struct OptionsTests {
    @Test func parsesTheCommandLineContract() throws {
        let options = try AirtableLocalOptions.parse(
            [
                "--hostname", "0.0.0.0", "--port", "9000", "--schema", "a.json", "b.json", "--data",
                ":memory:",
                "--token", "t1", "--token=t2", "--schema=c.json", "--no-rate-limit",
            ],
            environment: ["AIRTABLE_LOCAL_TOKEN": "env"])
        #expect(options.hostname == "0.0.0.0")
        #expect(options.port == 9000)
        #expect(options.schemaFiles == ["a.json", "b.json", "c.json"])
        #expect(options.data == ":memory:")
        #expect(options.tokens == ["env", "t1", "t2"])
        #expect(!options.rateLimits)
    }

    @Test func defaultsAndErrors() throws {
        let options = try AirtableLocalOptions.parse(["--schema", "a.json"], environment: [:])
        #expect(options.port == 8081 && options.hostname == "127.0.0.1" && options.rateLimits)
        #expect(options.data == "airtable-local.sqlite" && options.tokens.isEmpty)
        #expect(throws: (any Error).self) { try AirtableLocalOptions.parse([], environment: [:]) }
        #expect(throws: (any Error).self) {
            try AirtableLocalOptions.parse(["--schema", "a", "--port", "x"], environment: [:])
        }
        #expect(throws: (any Error).self) {
            try AirtableLocalOptions.parse(["--schema", "a", "--bogus"], environment: [:])
        }
        #expect(try AirtableLocalOptions.parse(["--help"], environment: [:]).helpRequested)
    }

    @Test func madeTokensLookLikePersonalAccessTokens() {
        let token = AirtableLocalMain.makeToken()
        #expect(token.count == 17 + 1 + 64 && token.hasPrefix("pat") && token.dropFirst(17).first == ".")
        #expect(AirtableLocalMain.makeToken() != token)
    }
}
