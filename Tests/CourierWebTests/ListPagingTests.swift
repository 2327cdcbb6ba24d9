import Foundation
import HTTPServer
import Planner
import TestSupport
import Testing

@testable import courier_web

/// Every long list of the site is shown a hundred items a page, with links before and after that
/// keep what the list was narrowed to; a page number out of range shows the nearest page.
@Suite(.offCooperativePool) struct ListPagingTests {
    @Test func aPageIsKeptWithinTheList() {
        let second = ListPaging(count: 230, asked: 2)
        #expect(second.page == 2 && second.pages == 3)
        #expect(ListPaging(count: 230, asked: 9).page == 3)
        #expect(ListPaging(count: 230, asked: -4).page == 1)
        let empty = ListPaging(count: 0, asked: 2)
        #expect(empty.page == 1 && empty.pages == 1)
        #expect(ListPaging(count: 230, asked: 1, holding: 200).page == 3, "the page holding an item")
        #expect(ListPaging(count: 100, asked: 1, firstPageOnly: true).pages == nil, "a full first page")
        #expect(ListPaging(count: 99, asked: 1, firstPageOnly: true).pages == 1)
        #expect(Array(ListPaging(count: 230, asked: 3).shown(0..<230)) == Array(200..<230))
    }

    /// A number too large (or too small) for an `Int` is a number out of range all the same: the
    /// nearest page; what is not a number is the first.
    @Test func anyPageNumberAsksForTheNearestPage() {
        func asked(_ text: String) -> Int {
            ListPaging(count: 230, asked: ListPaging.asked(QueryParameters(encoded: "page=" + text))).page
        }
        #expect(asked("9223372036854775807") == 3)
        #expect(asked("9223372036854775808") == 3)
        #expect(asked("99999999999999999999") == 3)
        #expect(asked("%2B99999999999999999999") == 3)
        #expect(asked("-99999999999999999999") == 1)
        #expect(asked("2") == 2)
        for text in ["", "x", "2x", "-", "1e9", "%EF%BC%92"] { #expect(asked(text) == 1, "\(text)") }
    }

    /// Tabs, history and a screen reader tell a list's pages apart by their titles.
    @Test func aPageAfterTheFirstSaysWhichInItsTitle() {
        #expect(ListPaging(count: 230, asked: 1).title("Acronyms", .english) == "Acronyms")
        #expect(ListPaging(count: 230, asked: 2).title("Acronyms", .english) == "Acronyms, page 2 of 3")
        #expect(ListPaging(count: 230, asked: 3).title("食事", .japanese) == "食事（3 / 3 ページ）")
        #expect(ListPaging(count: 100, asked: 1, firstPageOnly: true).title("Meals", .english) == "Meals")
    }

    @MainActor @Test func theLinksSpeakThePagesLanguageAndKeepTheQuery() {
        let href = ListPaging.address("/til/", query: "q=A%261")
        #expect(ListPaging(count: 50, asked: 1).links(.english, href: href) == .empty, "one page: no links")
        let middle = ListPaging(count: 230, asked: 2).links(.english, href: href).text
        #expect(middle.contains("href=\"/til/?q=A%261&amp;page=1\" rel=\"prev\">Previous"), "\(middle)")
        #expect(middle.contains("<span>Page 2 of 3</span>") && middle.contains("page=3\" rel=\"next\">Next"))
        let japanese = ListPaging(count: 230, asked: 1, firstPageOnly: true).links(.japanese, href: href).text
        #expect(japanese.contains("<span>1 ページ</span>") && japanese.contains(">次へ<"), "\(japanese)")
        #expect(!japanese.contains("rel=\"prev\""))
    }

    /// The TIL app's acronyms, a search among them, and a user's page, with 230 acronyms.
    @Test func theTILListsArePaged() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let token = try Self.tilToken(stack)
        for number in 1...230 {
            let created = try SiteRequest.send(
                port: stack.til.port, "/api/acronyms", method: "POST",
                form: #"{"short":"A\#(number)","long":"Acronym \#(number)"}"#,
                contentType: "application/json",
                headers: [("Authorization", "Bearer \(token)")])
            try #require(created.status == 200, "\(created.text)")
        }
        var seen: Set<String> = []
        for number in 1...3 {
            let page = try stack.fetch("/til/?page=\(number)")
            let shown = Self.acronyms(page.text)
            #expect(shown.count == (number < 3 ? 100 : 30), "page \(number)")
            seen.formUnion(shown)
            #expect(page.text.contains("Page \(number) of 3"))
            let title = number == 1 ? "Acronyms" : "Acronyms, page \(number) of 3"
            #expect(page.text.contains("<title>\(title) · Courier</title>"), "page \(number)")
        }
        #expect(seen.count == 230, "every acronym on one page or another")
        #expect(Self.acronyms(try stack.fetch("/til/?page=99").text).count == 30, "the last page")

        // Contained in "Acronym 1", 10…19 and 100…199: 111 found, on two pages whose links keep the search.
        let found = try stack.fetch("/til/?q=cronym+1")
        #expect(Self.acronyms(found.text).count == 100)
        #expect(found.text.contains("href=\"/til/?q=cronym%201&amp;page=2\" rel=\"next\""), "\(found.text)")
        #expect(found.text.contains("<title>Acronyms matching \u{201C}cronym 1\u{201D} · Courier</title>"))
        #expect(
            found.text.contains("<h1>Acronyms matching \u{201C}cronym 1\u{201D}</h1>"), "the search is named")
        let secondFound = try stack.fetch("/til/?q=cronym%201&page=2")
        #expect(Self.acronyms(secondFound.text).count == 11)
        #expect(
            secondFound.text.contains(
                "<title>Acronyms matching \u{201C}cronym 1\u{201D}, page 2 of 2 · Courier</title>"))

        let users = try stack.fetch("/til/users")
        #expect(!users.text.contains("class=\"pages\""), "one page of users: no links")
        let admin = try #require(
            users.text.range(of: #"/til/users/[0-9A-F-]{36}"#, options: .regularExpression))
        let path = String(users.text[admin])
        let second = try stack.fetch(path + "?page=2")
        #expect(Self.acronyms(second.text).count == 100)
        #expect(second.text.contains("href=\"\(path)?page=1\" rel=\"prev\""), "\(second.text)")
    }

    /// The planner's orders: 230 by deadline, a page each hundred; an order added through the form
    /// leads to the page that holds it, with its confirmation.
    @Test func thePlannersOrdersArePagedAndAnAddedOrderIsShownOnItsPage() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        for batch in stride(from: 1, through: 230, by: 10) {
            let records = (batch..<batch + 10).map { number in
                let day = String(format: "2030-%02d-%02d", (number - 1) / 28 + 1, (number - 1) % 28 + 1)
                return #"{"fields":{"name":"Order \#(number)","deadline":"\#(day)"}}"#
            }
            let reply = stack.airtable.airtable.call(
                "POST", "/v0/\(PlannerSchema.defaultBaseID)/\(PlannerSchema.tableName)",
                #"{"records":[\#(records.joined(separator: ","))]}"#)
            try #require(reply.status == 200, "\(reply)")
        }
        let first = try stack.fetch("/planner/")
        #expect(Self.orders(first.text).count == 100)
        #expect(
            first.text.contains("Page 1 of 3")
                && first.text.contains("href=\"/planner/?page=2\" rel=\"next\""))
        let last = try stack.fetch("/planner/?page=3")
        #expect(Self.orders(last.text).count == 30)
        #expect(last.text.contains("<title>Orders, page 3 of 3 · Courier</title>"))
        #expect(last.text.contains("<h2>") && Self.orders(last.text).contains("Order 230"))

        let (added, session) = try stack.submit(
            "name=Late+one&deadline=2031-01-01&customer=&summary=&fee=", to: "/planner/orders",
            formAt: "/planner/orders/new")
        let location = try #require(added.header("location"))
        #expect(location.hasPrefix("/planner/?order=rec") && location.contains("#order-rec"), "\(location)")
        let shown = try stack.fetch(location.components(separatedBy: "#").first ?? "", cookie: session)
        #expect(shown.text.contains("Created order Late one") && Self.orders(shown.text).contains("Late one"))
        #expect(shown.text.contains("Page 3 of 3"), "the order's page, not the first")
    }

    private static func tilToken(_ stack: WebStack) throws -> String {
        let basic = Data("admin:password".utf8).base64EncodedString()
        let login = try SiteRequest.send(
            port: stack.til.port, "/api/users/login", method: "POST", form: "",
            headers: [("Authorization", "Basic \(basic)")])
        let value = try JSONSerialization.jsonObject(with: Data(login.text.utf8)) as? [String: Any]
        return try #require(value?["value"] as? String, "\(login.text)")
    }

    /// The acronyms a TIL list shows, by their short forms.
    private static func acronyms(_ html: String) -> [String] {
        html.components(separatedBy: "<strong>").dropFirst().compactMap {
            $0.components(separatedBy: "</strong>").first
        }
    }

    /// The orders a planner page shows, by name.
    private static func orders(_ html: String) -> [String] {
        html.components(separatedBy: "<li id=\"order-").dropFirst().compactMap {
            $0.components(separatedBy: "<strong>").dropFirst().first?.components(separatedBy: "</strong>")
                .first
        }
    }
}
