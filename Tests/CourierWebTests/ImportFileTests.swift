import Foundation
import TestSupport
import Testing

/// An uploaded file is read as `meallog import` reads a file: an empty one is said to be empty,
/// one that is not text to be so, each in the same words as the command line's; many rejected rows
/// are shown up to a limit and the rest counted, as at a terminal.
@Suite(.offCooperativePool) struct ImportFileTests {
    /// Uploads `bytes` as the import form's file, follows the redirect to the result and returns it.
    private func imported(_ bytes: [UInt8], filename: String, on stack: WebStack) throws -> RawResponse {
        let form = try stack.fetch("/meallog/import")
        let cookie = try #require(form.sessionCookie)
        let token = try #require(form.csrfToken)
        let posted = try SiteRequest.send(
            port: stack.web.port, "/meallog/import", method: "POST",
            body: SiteRequest.importForm(token: token, filename: filename, bytes: bytes), cookie: cookie,
            contentType: "multipart/form-data; boundary=B")
        guard posted.status == 303, let location = posted.header("location") else { return posted }
        return try stack.fetch(location, cookie: cookie)
    }

    @Test func anEmptyFileIsSaidToBeEmpty() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let result = try imported([], filename: "empty.csv", on: stack)
        #expect(result.text.contains("The CSV is empty"), "\(result.text)")
        #expect(!result.text.contains("Choose a CSV file"))
        #expect(result.status == 422)
    }

    @Test func anImageIsSaidNotToBeText() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let png: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52,
        ]
        let result = try imported(png, filename: "photo.png", on: stack)
        #expect(result.text.contains("It is not UTF-8 text (save it again as a UTF-8 CSV)"), "\(result.text)")
        #expect(!result.text.contains("lacks the column"))
    }

    @Test func manyRejectedRowsAreShownUpToALimitAndCounted() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let rows = (1...60).map { "curry,Dish \($0),月曜日,普通,S" }
        let csv = (["type,name,week,status,store"] + rows).joined(separator: "\n")
        let result = try imported(Array(csv.utf8), filename: "meals.csv", on: stack)
        #expect(result.text.contains("<li>line 51: "), "\(result.text)")
        #expect(!result.text.contains("<li>line 52: "))
        #expect(result.text.contains("<li>and 10 more rows rejected</li>"), "\(result.text)")
        #expect(result.text.contains("<dd>60</dd>"), "the count is of every rejected row")
        #expect(
            result.text.contains(#"<p class="notice warning" role="status">"#), "rows left out are a warning")
    }
}
