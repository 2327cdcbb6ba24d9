import Foundation
import Testing

@testable import Airtable

/// A request is paced by the base its URL names after the API's `v0`, whatever its table is called
/// and whatever path the endpoint has of its own.
@Suite struct RateKeyTests {
    @Test(
        arguments: [
            (
                "https://api.airtable.com/v0/appBase00000000001/v0/recRecord00000001",
                "base appBase00000000001"
            ),
            ("https://api.airtable.com/v0/appBase00000000001/v0", "base appBase00000000001"),
            ("http://proxy.test/airtable/v0/v0/appBase00000000001/Meals", "base appBase00000000001"),
            ("https://api.airtable.com/v0/meta/bases/appBase00000000001/tables", "base appBase00000000001"),
            ("https://api.airtable.com/v0/bases/appBase00000000001/webhooks", "base appBase00000000001"),
            ("https://api.airtable.com/v0/meta/whoami", "token"),
            ("https://api.airtable.com/v0/meta/bases", "token"),
        ] as [(String, String)])
    func aRequestIsPacedByItsBase(url: String, key: String) throws {
        #expect(AirtablePath.rateKey(of: try #require(URL(string: url))) == key)
    }
}
