import Foundation
import TestSupport
import Testing

/// The message a form's redirect leaves ("Logged in as admin") is shown on the page the redirect
/// lands on, whichever it is, and on no later page.
@Suite(.offCooperativePool) struct NoticeTests {
    @Test func aLoginsNoticeIsShownWhereTheLoginLeads() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (_, login) = try stack.logIn(next: "/til/acronyms/new")
        #expect(login.status == 303)
        #expect(login.header("location") == "/til/acronyms/new")
        let notice = "<p class=\"notice\" role=\"status\">Logged in as admin</p>"
        let loggedIn = try #require(login.sessionCookie, "a login renews the session")
        let landed = try stack.fetch("/til/acronyms/new", cookie: loggedIn)
        #expect(landed.text.contains(notice), "\(landed.text)")
        for later in ["/til/", "/til/users"] {
            #expect(try !stack.fetch(later, cookie: loggedIn).text.contains(notice), "\(later)")
        }
    }

    /// An order named with 5,000 characters: its notice and the title of its page are cut short,
    /// so neither fills the screen (nor the session).
    @Test func aLongNameIsCutInTheNoticeAndTheTitle() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let name = String(repeating: "Glossary ", count: 560)
        let (added, session) = try stack.submit(
            "name=\(name.replacingOccurrences(of: " ", with: "+"))&deadline=&customer=&summary=&fee=",
            to: "/planner/orders", formAt: "/planner/orders/new")
        let list = try #require(added.header("location"))
        let page = try stack.fetch(list, cookie: session).text
        let notice = try #require(page.components(separatedBy: "role=\"status\">").dropFirst().first)
        let shown = notice.prefix { $0 != "<" }
        #expect(shown.hasPrefix("Created order Glossary") && shown.contains("…"), "\(shown)")
        #expect(shown.count <= 200)
        let order = try #require(list.components(separatedBy: "#order-").last)
        let detail = try stack.fetch("/planner/orders/\(order)", cookie: session).text
        let title = try #require(
            detail.components(separatedBy: "<title>").dropFirst().first?.prefix { $0 != "<" })
        #expect(title.count <= 80 + " · Courier".count && title.contains("…"), "\(title)")
    }

    /// A third click on Save while the first answer's page loads: the browser drops that page, which
    /// took the notice, and follows the repeat's redirect. The page it lands on still says what the
    /// form did, once.
    @Test func aRepeatAnsweredWithTheFirstsRedirectLeavesItsNoticeAgain() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new")
        let cookie = try #require(form.sessionCookie)
        let body =
            "name=Clicked+thrice&deadline=2031-05-04&customer=proglib&summary=&fee=&" + (try form.postFields)
        let first = try stack.fetch("/planner/orders", method: "POST", body: body, cookie: cookie)
        #expect(first.status == 303)
        let location = try #require(first.header("location"))
        let notice = #"<p class="notice" role="status">"#
        #expect(try stack.fetch(location, cookie: cookie).text.contains(notice))
        let repeated = try stack.fetch("/planner/orders", method: "POST", body: body, cookie: cookie)
        #expect(repeated.status == 303)
        #expect(repeated.header("location") == location)
        #expect(repeated.header("x-courier-notice") == nil)
        let landed = try stack.fetch(location, cookie: cookie)
        #expect(landed.text.contains(notice) && landed.text.contains("Clicked thrice"), "\(landed.text)")
        #expect(try !stack.fetch(location, cookie: cookie).text.contains(notice))
    }

    /// The same after a login, which gives the browser a new session: the notice is left on the
    /// session the kept answer's cookie names.
    @Test func aRepeatedLoginLeavesItsNoticeOnTheNewSession() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/til/login")
        let body = "username=admin&password=password&" + (try form.postFields)
        let first = try stack.fetch("/til/login", method: "POST", body: body, cookie: form.sessionCookie)
        #expect(first.status == 303)
        let loggedIn = try #require(first.sessionCookie)
        let location = try #require(first.header("location"))
        let notice = "<p class=\"notice\" role=\"status\">Logged in as admin</p>"
        #expect(try stack.fetch(location, cookie: loggedIn).text.contains(notice))
        let repeated = try stack.fetch("/til/login", method: "POST", body: body, cookie: form.sessionCookie)
        #expect(repeated.sessionCookie == loggedIn)
        #expect(try stack.fetch(location, cookie: loggedIn).text.contains(notice))
    }
}
