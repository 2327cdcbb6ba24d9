import Foundation
import TestSupport
import Testing

/// An acronym's page: logged out, it offers a login instead of forms that would need one; a missing
/// acronym is said to be missing in the same words whatever its id.
@Suite(.offCooperativePool) struct AcronymPageTests {
    @Test func loggedOutTheCategoryFormsGiveWayToALogin() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (_, login) = try stack.logIn()
        let session = try #require(login.sessionCookie)
        let newForm = try stack.fetch("/til/acronyms/new", cookie: session)
        let created = try stack.fetch(
            "/til/acronyms", method: "POST",
            body: "short=OMG&long=Oh+My+God&csrf=\(try #require(newForm.csrfToken))",
            cookie: session)
        let path = try #require(created.header("location"))
        let category = try stack.fetch("/til/categories/new", cookie: session)
        _ = try stack.fetch(
            "/til/categories", method: "POST", body: "name=Funny&csrf=\(try #require(category.csrfToken))",
            cookie: session)

        let loggedIn = try stack.fetch(path, cookie: session)
        #expect(loggedIn.text.contains("Add to category"), "\(loggedIn.text)")
        let loggedOut = try stack.fetch(path)
        #expect(loggedOut.status == 200)
        #expect(!loggedOut.text.contains("Add to category"))
        #expect(loggedOut.text.contains("to add it to a category or take it out of one"), "\(loggedOut.text)")
        #expect(loggedOut.text.contains("/til/login?next="))
    }

    /// "Remove from Funny" pressed on a page left open after another window did it: the acronym
    /// page comes back saying it is not in Funny, not a page with nothing on it.
    @Test func takingOutAgainSaysItIsNotInTheCategory() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (acronym, category, session) = try stack.createAcronymAndCategory()
        let filed = try stack.fetch(
            acronym + "/categories", method: "POST",
            body: try stack.fetch(acronym, cookie: session).formSubmission(
                action: acronym + "/categories", changing: ["category": category]),
            cookie: session)
        #expect(filed.status == 303, "\(filed.text)")
        let remove = "\(acronym)/categories/\(category)/remove"
        let windows = [try stack.fetch(acronym, cookie: session), try stack.fetch(acronym, cookie: session)]
        for window in windows {
            let answer = try stack.fetch(
                remove, method: "POST", body: try window.formSubmission(action: remove), cookie: session)
            #expect(answer.status == 303 && answer.header("location") == acronym, "\(answer.text)")
        }
        #expect(try stack.fetch(acronym, cookie: session).text.contains("OMG is not in Funny"))
    }

    /// An acronym, a user or a category that does not exist, by an id that is not one or by one
    /// the server does not know, is said to be missing, and nothing else is said about it.
    @Test(arguments: ["acronyms", "users", "categories"])
    func aMissingPageIsSaidToBeMissing(kind: String) async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let what = ["acronyms": "acronym", "users": "user", "categories": "category"][kind] ?? kind
        for id in ["not-an-id", "00000000-0000-0000-0000-000000000000"] {
            let path = "/til/\(kind)/\(id)"
            let page = try stack.fetch(path)
            #expect(page.status == 404, "\(path)")
            #expect(page.text.contains("There is no such \(what)"), "\(path): \(page.text)")
            #expect(page.text.contains("<title>Not found"), "\(path): \(page.text)")
            #expect(
                !page.text.contains("<h1></h1>") && !page.text.contains("<p>none</p>"),
                "\(path): \(page.text)")
        }
    }
}

/// A meaning of several lines keeps them: its page shows them, and an edit of the acronym alone
/// (or of the meaning) keeps its line breaks, as a browser sends them (`\r\n`).
@Suite(.offCooperativePool) struct AcronymLinesTests {
    @Test func aMeaningsLineBreaksSurviveAnEdit() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (_, session) = try stack.createAcronym()
        let newForm = try stack.fetch("/til/acronyms/new", cookie: session)
        #expect(
            newForm.text.contains(#"<textarea id="field-long" name="long" rows="3" required>"#),
            "\(newForm.text)")
        let created = try stack.fetch(
            "/til/acronyms", method: "POST",
            body: "short=NL&long=first+line%0D%0Asecond+line&csrf=\(try #require(newForm.csrfToken))",
            cookie: session)
        let path = try #require(created.header("location"))
        let shown = try stack.fetch(path, cookie: session)
        #expect(shown.text.contains("<dd class=\"lines\">first line\nsecond line</dd>"), "\(shown.text)")

        let edit = try stack.fetch(path + "/edit", cookie: session)
        #expect(edit.text.contains(">\nfirst line\nsecond line</textarea>"), "\(edit.text)")
        // A browser sends every line break as CRLF, the untouched meaning's too.
        let untouched = try edit.formSubmission(action: path).replacingOccurrences(of: "%0A", with: "%0D%0A")
        let nothing = try stack.fetch(path, method: "POST", body: untouched, cookie: session)
        #expect(nothing.status == 303)
        #expect(try stack.fetch(path, cookie: session).text.contains("Nothing to change"))
        let again = try stack.fetch(path + "/edit", cookie: session)
        let longer = try again.formSubmission(
            action: path, changing: ["long": "first line\r\nsecond line (edited)"])
        #expect(try stack.fetch(path, method: "POST", body: longer, cookie: session).status == 303)
        let api = try SiteRequest.send(
            port: stack.til.port, "/api/acronyms/\(path.split(separator: "/").last ?? "")"
        ).text
        #expect(api.contains(#""long":"first line\nsecond line (edited)""#), "\(api)")
    }
}
