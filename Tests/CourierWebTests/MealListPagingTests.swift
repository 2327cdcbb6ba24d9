import TestSupport
import Testing

/// A long meal log is shown a hundred meals a page, with links to the pages before and after that
/// keep the weekday filter; a page number out of range shows the nearest page.
@Suite(.offCooperativePool) struct MealListPagingTests {
    @Test func aLongLogIsShownAHundredMealsAPage() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        // Through the site's own import, which keeps to the base's rate limit with its pages.
        let csv =
            "type,name,week,status\n"
            + (1...230).map { "肉,Dish \($0),\($0 <= 200 ? "月" : "火"),普通\n" }.joined()
        let form = try stack.fetch("/meallog/import")
        let imported = try SiteRequest.send(
            port: stack.web.port, "/meallog/import", method: "POST",
            body: SiteRequest.importForm(
                token: try #require(form.csrfToken), filename: "meals.csv", bytes: Array(csv.utf8)),
            cookie: form.sessionCookie, contentType: "multipart/form-data; boundary=B")
        #expect(imported.status == 303, "\(imported.text)")

        // The first page after the import comes before every meal is read again: it says "Page 1"
        // and leads to the next; the pages after wait for the whole read.
        let first = try stack.fetch("/meallog/")
        #expect(Self.mealNames(first.text).count == 100)
        #expect(first.text.contains("<span>Page 1</span>"), "\(first.text)")
        #expect(first.text.contains("href=\"/meallog/?page=2\" rel=\"next\""))

        var seen: Set<String> = []
        for number in [2, 1, 3] {
            let page = try stack.fetch(number == 1 ? "/meallog/" : "/meallog/?page=\(number)")
            #expect(page.status == 200)
            let names = Self.mealNames(page.text)
            #expect(names.count == (number < 3 ? 100 : 30), "page \(number)")
            seen.formUnion(names)
            #expect(page.text.contains("Page \(number) of 3"))
            #expect(
                page.text.contains(", page \(number) of 3 · Courier</title>") == (number > 1), "its title")
            #expect(page.text.contains("href=\"/meallog/?page=\(number - 1)\" rel=\"prev\"") == (number > 1))
            #expect(page.text.contains("href=\"/meallog/?page=\(number + 1)\" rel=\"next\"") == (number < 3))
        }
        #expect(seen.count == 230, "every meal on one page or another")

        // Adding or editing a meal leads to the page that holds it.
        let third = try stack.fetch("/meallog/?page=3").text
        let marker = try #require(third.range(of: "<li id=\"meal-"))
        let id = String(third[marker.upperBound...].prefix { $0 != "\"" })
        #expect(try stack.fetch("/meallog/?meal=\(id)").text.contains("Page 3 of 3"), "\(id)")
        #expect(try stack.fetch("/meallog/?meal=recNoSuchMeal0000&page=2").text.contains("Page 2 of 3"))

        for beyond in ["99", "0", "-5", "x", "99999999999999999999999"] {
            let page = try stack.fetch("/meallog/?page=\(beyond)")
            #expect(page.status == 200, "\(beyond)")
            #expect(
                Self.mealNames(page.text).count == (["0", "-5", "x"].contains(beyond) ? 100 : 30),
                "\(beyond): the nearest page")
        }

        let monday = "%E6%9C%88%E6%9B%9C%E6%97%A5"
        let second = try stack.fetch("/meallog/?week=\(monday)&page=2")
        #expect(second.text.contains("Page 2 of 2") && Self.mealNames(second.text).count == 100)
        #expect(second.text.contains("href=\"/meallog/?week=\(monday)&amp;page=1\" rel=\"prev\""))
        let tuesday = try stack.fetch("/meallog/?week=%E7%81%AB%E6%9B%9C%E6%97%A5")
        #expect(
            Self.mealNames(tuesday.text).count == 30 && !tuesday.text.contains("Page 1 of"),
            "one page, no links")
    }

    /// The meals a page lists, by name.
    private static func mealNames(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for item in text.components(separatedBy: "<li id=\"meal-").dropFirst() {
            guard let start = item.range(of: "<strong>"), let end = item.range(of: "</strong>") else {
                continue
            }
            names.insert(String(item[start.upperBound..<end.lowerBound]))
        }
        return names
    }
}
