import Foundation
import MealLog
import TestSupport
import Testing

/// The meal log in a real browser: adding a meal in English and in Japanese (the seed's exact
/// confirmation), a refused form with the error next to its field, filtering by weekday, editing,
/// deleting after asking, recommending, the language switch (keeping what was typed); a CSV import followed as it runs, with
/// a bad row and a repeated one rejected by line, run again without duplicates, and with scripts
/// off; a phone's width and a desktop's; a dish named `<script>…` in the table shown as text; and
/// Airtable down, named with how to start it.
@Suite(.serialized, .enabled(if: BrowserFlow.isAvailable, BrowserFlow.unavailableReason))
struct MealLogPagesTests {
    @Test(arguments: [
        "meallog_meals", "meallog_phone", "meallog_japanese", "meallog_import", "meallog_import_no_script",
        "meallog_right_to_left",
    ])
    func flow(_ name: String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        try stack.seedScriptDish()
        let result = try await BrowserFlow.run(name, site: stack.url)
        #expect(result.status == 0, "\(result)")
    }

    @Test func airtableDownIsNamedWithHowToStartIt() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        // Airtable's address is a port that refuses: bound for the whole test, so no other test's
        // server can take it, as one could take the port of a server stopped here.
        let down = try RefusingPort()
        defer { withExtendedLifetime(down) {} }
        let site = try await stack.startAnotherSite(overriding: [
            "AIRTABLE_ENDPOINT_URL": "http://127.0.0.1:\(down.port)"
        ])
        defer { site.process.stop() }
        let result = try await BrowserFlow.run("meallog_backend_down", site: site.url)
        #expect(result.status == 0, "\(result)")
    }
}
