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
}
