import Foundation
import MealLog
import Testing

/// The meal log in a real browser: adding a meal in English and in Japanese (the seed's exact
/// confirmation), a refused form with the error next to its field, filtering by weekday, editing,
/// deleting after asking, recommending, the language switch; a CSV import followed as it runs, with
/// a bad row and a repeated one rejected by line, run again without duplicates, and with scripts
/// off; a phone's width and a desktop's; a dish named `<script>…` in the table shown as text; and
/// Airtable down, named with how to start it.
@Suite(.serialized, .enabled(if: BrowserFlow.isAvailable, BrowserFlow.unavailableReason))
struct MealLogPagesTests {
    @Test(arguments: [
        "meallog_meals", "meallog_phone", "meallog_japanese", "meallog_import", "meallog_import_no_script",
    ])
    func flow(_ name: String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        try Self.seedScriptDish(stack)
        let result = try await BrowserFlow.run(name, site: stack.url)
        #expect(result.status == 0, "\(result)")
    }

    @Test func airtableDownIsNamedWithHowToStartIt() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        stack.airtable.stop()
        let result = try await BrowserFlow.run("meallog_backend_down", site: stack.url)
        #expect(result.status == 0, "\(result)")
    }

    /// A meal whose name and store are markup (the store with a bidirectional override), written
    /// straight into the table, as someone editing the base by hand could.
    private static func seedScriptDish(_ stack: WebStack) throws {
        let name = #"<script>alert("meal")</script>"#
        // A right-to-left override would show the text after it reversed ("exe.gnp" as "pgn.exe").
        let store = "<b>渋谷</b>\u{202E}exe.gnp"
        let fields: [String: String] = [
            "name": name, "type": DishType.meat.rawValue, "week": Weekday.monday.rawValue,
            "status": HungerState.hungry.rawValue, "store": store, "date": "2026-11-23",
            "key": "2026-11-23|\(store)|\(name)",
        ]
        let body = try JSONSerialization.data(withJSONObject: ["records": [["fields": fields]]])
        let reply = stack.airtable.airtable.call(
            "POST", "/v0/\(MealTable.defaultBaseID)/\(MealTable.name)", String(decoding: body, as: UTF8.self))
        #expect(reply.status == 200, "\(reply.text)")
    }
}
