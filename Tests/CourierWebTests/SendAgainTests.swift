import Foundation
import MealLog
import TestSupport
import Testing

/// A form refused for its CSRF token although this site's own page sent it (the page was open past
/// its session, or a login in another window renewed the session) comes back as a page that sends
/// the same input again with one press; a form from anywhere else is only refused.
@Suite(.offCooperativePool) struct SendAgainTests {
    private static let order =
        "name=Glossary&deadline=2031-05-04&customer=proglib&summary=Two%0D%0Alines&fee="
    private static let sameOrigin = [("Sec-Fetch-Site", "same-origin")]

    /// The browser dropped the session's cookie (its 8 hours ended) while the form stood open: the
    /// order is not added, the page offers it back under a new session, and one press adds it once.
    @Test func aFormOpenPastItsSessionIsSentAgainWithOnePress() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new")
        let refused = try stack.fetch(
            "/planner/orders", method: "POST", body: Self.order + "&" + (try form.postFields),
            headers: Self.sameOrigin)
        #expect(refused.status == 403)
        #expect(refused.text.contains("Not sent yet") && refused.text.contains("What you typed is kept:"))
        // What one press sends is shown; the form's own hidden fields are not.
        // The values, in the form's order, without the form's own names for its fields.
        let typed =
            #"<ul class="typed"><li class="clamped">Glossary</li><li class="clamped">2031-05-04</li>"#
            + #"<li class="clamped">proglib</li>"#
        #expect(refused.text.contains(typed), "\(refused.text)")
        #expect(!refused.text.contains(">customer<") && !refused.text.contains(">csrf<"))
        #expect(!(try stack.fetch("/planner/").text.contains("Glossary")), "nothing was added")
        let session = try #require(refused.sessionCookie, "the page begins the session its form needs")

        let (action, fields) = try Self.form(of: refused)
        #expect(action == "/planner/orders")
        #expect(fields.first { $0.0 == "summary" }?.1 == "Two\r\nlines", "every field as it was typed")
        #expect(
            fields.filter { $0.0 == "csrf" }.count == 1 && fields.filter { $0.0 == "submission" }.count == 1)
        let sent = try stack.fetch(action, method: "POST", body: Self.encoded(fields), cookie: session)
        #expect(sent.status == 303, "\(sent.text)")
        let list = try stack.fetch("/planner/", cookie: session).text
        #expect(list.components(separatedBy: ">Glossary<").count == 2, "one order added: \(list)")
    }

    /// What a list or a box sent is a code, not what the person saw: the page shows the meal's
    /// typed name and store, not its kind of dish, weekday or hunger as the form sent them, and one
    /// press still sends all of it.
    @Test func whatWasChosenIsKeptButNotShownAsItsCode() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let form = try stack.fetch("/meallog/meals/new")
        let body = try form.formSubmission(
            action: "/meallog/meals",
            changing: [
                "type": DishType.noodles.rawValue, "name": "Zaru soba", "week": Weekday.friday.rawValue,
                "status": HungerState.hungry.rawValue, "store": "Ekimae",
            ])
        let refused = try stack.fetch("/meallog/meals", method: "POST", body: body, headers: Self.sameOrigin)
        #expect(refused.status == 403)
        let shown = refused.text.components(separatedBy: #"<li class="clamped">"#).dropFirst().map {
            $0.components(separatedBy: "</li>")[0]
        }
        #expect(Set(shown) == ["Zaru soba", "Ekimae"], "\(refused.text)")
        let (action, fields) = try Self.form(of: refused)
        #expect(fields.first { $0.0 == "week" }?.1 == Weekday.friday.rawValue, "chosen, and kept")
        let session = try #require(refused.sessionCookie)
        let sent = try stack.fetch(action, method: "POST", body: Self.encoded(fields), cookie: session)
        #expect(sent.status == 303, "\(sent.text)")
        #expect(try stack.fetch("/meallog/", cookie: session).text.contains("Zaru soba"))
    }

    /// A category picked from the acronym page's list is sent as its id: sent again, the page says
    /// the choice is kept, without the id.
    @Test func aCategoryPickedIsKeptWithoutShowingItsId() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (acronym, category, session) = try stack.createAcronymAndCategory()
        let body = try stack.fetch(acronym, cookie: session).formSubmission(
            action: acronym + "/categories", changing: ["category": category])
        let refused = try stack.fetch(
            acronym + "/categories", method: "POST", body: body, headers: Self.sameOrigin)
        #expect(refused.status == 403)
        #expect(refused.text.contains("What you chose is kept."), "\(refused.text)")
        #expect(!refused.text.contains("class=\"typed\""), "\(refused.text)")
        let (_, fields) = try Self.form(of: refused)
        #expect(fields.contains { $0 == ("category", category) }, "sent again with one press")
    }

    /// A delete's form has nothing typed: the page says what sending it again does instead.
    @Test func aDeleteSentAgainSaysItDeletes() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new")
        let refused = try stack.fetch(
            "/planner/orders/recAAAAAAAAAAAAAA/delete", method: "POST", body: try form.postFields,
            headers: Self.sameOrigin)
        #expect(refused.status == 403)
        #expect(refused.text.contains("Sending it again deletes it."), "\(refused.text)")
        #expect(
            !refused.text.contains("What you typed") && !refused.text.contains("class=\"typed\""),
            "\(refused.text)")
    }

    /// A form of more fields than any of the site's is only refused: written back, a small request
    /// would make a page many times its size. One of more than a form may have is not even read.
    @Test func aFormOfMoreFieldsThanAnyOfTheSitesIsOnlyRefused() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let many = (0..<200).map { "a\($0)=b" }.joined(separator: "&")
        let refused = try stack.fetch(
            "/planner/orders", method: "POST", body: "csrf=00&" + many, headers: Self.sameOrigin)
        #expect(refused.status == 403)
        #expect(
            !refused.text.contains("Not sent yet") && refused.text.count < 10_000, "\(refused.text.count)")
        let tooMany = String(repeating: "a=1&", count: 200_000)
        let unread = try stack.fetch(
            "/planner/orders", method: "POST", body: "csrf=00&" + tooMany, headers: Self.sameOrigin)
        #expect(unread.status == 400, "\(unread.text)")
        #expect(unread.text.contains("more than 1000 fields"), "\(unread.text)")
        // Another site's form is refused by its headers, whatever its body.
        let elsewhere = try stack.fetch(
            "/planner/orders", method: "POST", body: "csrf=00&" + tooMany,
            headers: [("Sec-Fetch-Site", "cross-site")])
        #expect(elsewhere.status == 403, "\(elsewhere.text)")
    }

    /// A login in another window gives the session a new id, so a form opened before it carries the
    /// old token; the page comes back in the session's language and names what it leads back to.
    @Test func aLoginInAnotherWindowLeavesOtherFormsToBeSentAgain() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new", headers: [("Accept-Language", "ja")])
        let before = try #require(form.sessionCookie)
        let login = try stack.fetch("/til/login", cookie: before)
        let renewed = try #require(
            try stack.fetch(
                "/til/login", method: "POST",
                body: "username=admin&password=password&" + (try login.postFields), cookie: before
            ).sessionCookie)
        #expect(renewed != before)
        let refused = try stack.fetch(
            "/planner/orders", method: "POST", body: Self.order + "&" + (try form.postFields),
            cookie: renewed,
            headers: [("Origin", "http://127.0.0.1"), ("Accept-Language", "ja")])
        #expect(refused.status == 403)
        #expect(refused.text.contains("まだ送信されていません") && refused.text.contains("href=\"/planner/\""))
        let (action, fields) = try Self.form(of: refused)
        let sent = try stack.fetch(action, method: "POST", body: Self.encoded(fields), cookie: renewed)
        #expect(sent.status == 303, "\(sent.text)")
        #expect(
            try stack.fetch("/til/", cookie: renewed).text.contains("Logged in as admin"), "still logged in")
    }

    /// A logout in another window leaves a TIL form of the login before it: sent again, it needs a
    /// login, and after one the form comes back with what was typed.
    @Test func aFormSentAgainAfterALogoutGoesThroughTheLoginAndKeepsItsInput() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let loggedIn = try #require(try stack.logIn().login.sessionCookie)
        let form = try stack.fetch("/til/acronyms/new", cookie: loggedIn)
        let users = try stack.fetch("/til/users", cookie: loggedIn)
        let loggedOut = try #require(
            try stack.fetch("/til/logout", method: "POST", body: try users.postFields, cookie: loggedIn)
                .sessionCookie)
        let refused = try stack.fetch(
            "/til/acronyms", method: "POST", body: "short=BRB&long=Be+Right+Back&" + (try form.postFields),
            cookie: loggedOut, headers: Self.sameOrigin)
        #expect(refused.status == 403 && refused.text.contains("Not sent yet"))
        let (action, fields) = try Self.form(of: refused)
        let sent = try stack.fetch(action, method: "POST", body: Self.encoded(fields), cookie: loggedOut)
        #expect(sent.status == 303)
        #expect(sent.header("location") == "/til/login?next=/til/acronyms/new", "\(sent.text)")
        let loginForm = try stack.fetch("/til/login", cookie: loggedOut)
        let login = try stack.fetch(
            "/til/login", method: "POST",
            body: "username=admin&password=password&next=%2Ftil%2Facronyms%2Fnew&"
                + (try loginForm.postFields),
            cookie: loggedOut)
        #expect(login.header("location") == "/til/acronyms/new")
        let session = try #require(login.sessionCookie)
        let again = try stack.fetch("/til/acronyms/new", cookie: session)
        #expect(
            again.text.contains(#"value="BRB""#) && again.text.contains(">\nBe Right Back</textarea>"),
            "\(again.text)")
    }

    /// Another site's form, a request that says nowhere where it comes from, a form with a password
    /// (never written into a page) and the offered form refused again (a browser without cookies)
    /// get the plain refusal, with nothing of what was sent in it.
    @Test func anyOtherRefusedFormIsOnlyRefused() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let form = try stack.fetch("/planner/orders/new")
        let body = Self.order + "&" + (try form.postFields)
        let elsewhere: [[(String, String)]] = [
            [("Sec-Fetch-Site", "cross-site")], [("Sec-Fetch-Site", "same-site")],
            [("Origin", "http://evil.example")], [("Origin", "null")], [],
        ]
        for headers in elsewhere {
            let refused = try stack.fetch("/planner/orders", method: "POST", body: body, headers: headers)
            #expect(refused.status == 403, "\(headers)")
            #expect(refused.text.contains("Refused") && !refused.text.contains("Glossary"), "\(headers)")
        }
        let login = try stack.fetch("/til/login")
        let password = try stack.fetch(
            "/til/login", method: "POST",
            body: "username=admin&password=s3cret-typed&" + (try login.postFields),
            headers: Self.sameOrigin)
        #expect(password.status == 403 && !password.text.contains("s3cret-typed"))
        let again = try stack.fetch(
            "/planner/orders", method: "POST", body: body + "&sent_again=1", headers: Self.sameOrigin)
        #expect(again.status == 403 && again.text.contains("did not keep this site's cookie"))
        #expect(!(try stack.fetch("/planner/").text.contains("Glossary")))
    }

    /// The action and the fields of the page's form, as a browser reads them.
    private static func form(of page: RawResponse) throws -> (String, [(String, String)]) {
        let html = page.text
        guard let start = html.range(of: "<form method=\"post\" action=\""),
            let end = html[start.upperBound...].firstIndex(of: "\""),
            let close = html.range(of: "</form>", range: end..<html.endIndex)
        else { throw ProcessError("no form on the page: \(html)") }
        let action = String(html[start.upperBound..<end])
        let pattern = try NSRegularExpression(
            pattern: #"<input type="hidden" name="([^"]*)" value="([^"]*)">"#)
        let inner = String(html[end..<close.lowerBound])
        let fields = pattern.matches(in: inner, range: NSRange(inner.startIndex..., in: inner)).compactMap {
            match -> (String, String)? in
            guard let name = Range(match.range(at: 1), in: inner),
                let value = Range(match.range(at: 2), in: inner)
            else { return nil }
            return (unescaped(inner[name]), unescaped(inner[value]))
        }
        return (unescaped(Substring(action)), fields)
    }

    private static func unescaped(_ text: Substring) -> String {
        text.replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    private static func encoded(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: allowed) ?? "") + "="
                + (value.addingPercentEncoding(withAllowedCharacters: allowed) ?? "")
        }.joined(separator: "&")
    }

    /// A file form open past its session cannot be written back into a page: nothing is imported,
    /// and the page says to choose the file again, with a link to the form, in the visitor's language.
    @Test func aFileFormOpenPastItsSessionLeadsBackToTheForm() async throws {
        let stack = try await WebStack.start(airtableRateLimits: .off)
        defer { stack.stop() }
        let csv = Array("type,name,week,status\n肉,Katsu,月曜日,普通\n".utf8)
        let refused = try SiteRequest.send(
            port: stack.web.port, "/meallog/import", method: "POST",
            body: SiteRequest.importForm(token: "00", filename: "meals.csv", bytes: csv), cookie: nil,
            contentType: "multipart/form-data; boundary=B",
            headers: Self.sameOrigin + [("Accept-Language", "ja")])
        #expect(refused.status == 403)
        #expect(refused.text.contains("ファイルは送信されませんでした"), "the visitor's language: \(refused.text)")
        #expect(refused.text.contains(#"href="/meallog/import""#), "\(refused.text)")
        #expect(refused.text.contains("クッキー"), "sent without a cookie: it may be a browser that keeps none")
        #expect(!(try stack.fetch("/meallog/").text.contains("Katsu")), "nothing was imported")

        let odd = try SiteRequest.send(
            port: stack.web.port, "//meallog/import", method: "POST",
            body: SiteRequest.importForm(token: "00", filename: "meals.csv", bytes: csv), cookie: nil,
            contentType: "multipart/form-data; boundary=B", headers: Self.sameOrigin)
        #expect(odd.text.contains("Choose it again"), "\(odd.text)")
        #expect(!odd.text.contains(#"href="//"#), "the link stays on this site: \(odd.text)")
    }
}
