import Foundation
import TestSupport
import Testing

/// The message a form's redirect leaves ("Logged in as admin") is shown on the page the redirect
/// lands on, whichever it is, and on no later page.
@Suite struct NoticeTests {
    @Test func aLoginsNoticeIsShownWhereTheLoginLeads() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/til/login?next=/til/acronyms/new")
        let session = try #require(form.sessionCookie)
        let token = try #require(form.csrfToken)
        let login = try stack.fetch(
            "/til/login", method: "POST",
            body: "username=admin&password=password&next=%2Ftil%2Facronyms%2Fnew&csrf=\(token)",
            cookie: session)
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
