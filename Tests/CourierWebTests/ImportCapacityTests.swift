import Foundation
import TestSupport
import Testing

/// Imports share the base's requests a second with every page of the meal log, so only a few run
/// at once on the whole site: another browser's import is refused (429) in words, with nothing
/// sent, until one of them ends.
@Suite(.offCooperativePool) struct ImportCapacityTests {
    /// Starts an import of `rows` meals named `name` and a number in a new session, as the page's
    /// script does.
    private func startImport(_ rows: Int, _ name: String = "Dish", on stack: WebStack) throws -> RawResponse {
        let form = try stack.fetch("/meallog/import")
        let csv = "type,name,week,status\n" + (1...rows).map { "肉,\(name) \($0),月,空いてる\n" }.joined()
        return try SiteRequest.send(
            port: stack.web.port, "/meallog/import", method: "POST",
            body: SiteRequest.importForm(
                token: try #require(form.csrfToken), filename: "meals.csv", bytes: Array(csv.utf8)),
            cookie: form.sessionCookie, contentType: "multipart/form-data; boundary=B",
            headers: [("Accept", "application/json")])
    }

    @Test func aThirdImportWaitsForOneOfTwoToEnd() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        // 1,000 rows are 100 requests: 20 seconds at the base's 5 a second, however fast the machine.
        #expect(try startImport(1_000, on: stack).status == 202)
        #expect(try startImport(1_000, on: stack).status == 202)
        let refused = try startImport(3, "Refused", on: stack)
        #expect(refused.status == 429)
        #expect(
            refused.text.contains("Other imports are running; try again when they end"), "\(refused.text)")
        let page = try stack.fetch("/meallog/")
        #expect(page.status == 200 && !page.text.contains("Refused"), "the refused import sent nothing")
    }
}
