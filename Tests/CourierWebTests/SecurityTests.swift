import Courier
import Foundation
import MealLog
import SQL
import TestSupport
import Testing

/// What every page promises whatever app it belongs to: the session cookie scripts cannot read, a
/// state-changing request without its token refused, a content security policy without inline
/// scripts, and no secret in a page.
@Suite(.serialized, .offCooperativePool)
struct SecurityTests {
    @Test func theSessionCookieIsHttpOnlyLaxAndRandom() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let first = try stack.fetch("/til/acronyms/new")
        let second = try stack.fetch("/til/acronyms/new")
        let cookies = [first, second].compactMap { $0.header("set-cookie") }
        #expect(cookies.count == 2)
        for cookie in cookies {
            #expect(
                cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Max-Age="))
        }
        let ids = cookies.map { $0.split(separator: ";")[0].split(separator: "=")[1] }
        #expect(ids[0] != ids[1] && ids.allSatisfy { $0.count >= 32 }, "128 bits or more: \(ids)")
    }

    /// A password manager is told which password a form wants: the login's, or a new user's.
    @Test func passwordFieldsSayWhichPasswordTheyWant() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let login = try stack.fetch("/til/login").text
        #expect(login.contains(#"name="username" type="text" value="" required autocomplete="username""#))
        #expect(login.contains(#"type="password" value="" required autocomplete="current-password""#))
        let session = try #require(try stack.logIn().login.sessionCookie)
        let newUser = try stack.fetch("/til/users/new", cookie: session).text
        #expect(newUser.contains(#"autocomplete="new-password""#), "\(newUser)")
    }

    /// `Accept-Language` is anyone's to send: items without a language are skipped, and the site
    /// answers every page, in English unless Japanese comes first.
    @Test func anyAcceptLanguageIsServed() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for value in ["en,;", ";", ";;", "ja;q=1,;,en", ",", "", "ja-JP;q=0.9,;q=0.8", "\u{1F600};;"] {
            for path in ["/", "/til/login", "/nowhere"] {
                let page = try stack.fetch(path, headers: [("Accept-Language", value)])
                #expect([200, 404].contains(page.status), "\(path) with \(value): \(page.status)")
            }
        }
        let japanese = try stack.fetch("/", headers: [("Accept-Language", ";,ja,en")])
        #expect(japanese.text.contains("lang=\"ja\""), "\(japanese.text.prefix(300))")
        #expect(try stack.fetch("/").status == 200, "the site is still up")
    }

    /// A backend's bidirectional override cannot reorder the page: it shows as `�`. In an edit
    /// form's field the value stays as stored, so saving the form unchanged loses nothing.
    @Test func controlsShowAsReplacementsButFormsKeepThem() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let id = try stack.seedScriptDish()
        let list = try stack.fetch("/meallog/?week=\(Weekday.monday.rawValue)")
        #expect(list.text.contains("&lt;b&gt;渋谷&lt;/b&gt;\u{FFFD}exe.gnp"), "\(list.text)")
        #expect(!list.text.contains("\u{202E}"))
        let edit = try stack.fetch("/meallog/meals/\(id)/edit")
        #expect(edit.text.contains("value=\"&lt;b&gt;渋谷&lt;/b&gt;\u{202E}exe.gnp\""), "\(edit.text)")
    }

    @Test func aPostWithoutItsCSRFTokenIsRefused() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let page = try stack.fetch("/til/login")
        let cookie = try #require(page.sessionCookie)
        for body in ["username=admin&password=password", "username=admin&password=password&csrf=forged"] {
            let refused = try stack.fetch("/til/login", method: "POST", body: body, cookie: cookie)
            #expect(refused.status == 403, "\(body)")
            #expect(refused.text.contains("Refused"))
        }
        let noSession = try stack.fetch("/planner/orders", method: "POST", body: "name=x")
        #expect(noSession.status == 403)
    }

    /// A body over the site's limit gets a page saying so (not the server's JSON), and the import
    /// form says the limit before anything is sent. The page is in the session's language.
    @Test func aBodyOverTheLimitIsAnsweredWithAPage() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/meallog/import")
        #expect(form.text.contains("Up to 1 MB"), "\(form.text)")
        let cookie = try #require(form.sessionCookie)
        let large = try stack.fetch(
            "/meallog/import", method: "POST", body: String(repeating: "x", count: 1_200_000),
            cookie: cookie)
        #expect(large.status == 413)
        #expect(large.header("content-type") == "text/html; charset=utf-8")
        #expect(large.text.contains("larger than this site takes (up to 1 MB)"), "\(large.text)")
        #expect(large.header("content-security-policy") != nil)

        let language = try stack.fetch("/meallog", cookie: cookie)
        _ = try stack.fetch(
            "/meallog/language", method: "POST",
            body: "csrf=\(try #require(language.csrfToken))&language=ja&next=/meallog", cookie: cookie)
        let japanese = try stack.fetch(
            "/meallog/import", method: "POST", body: String(repeating: "x", count: 1_200_000),
            cookie: cookie)
        #expect(japanese.status == 413)
        #expect(japanese.text.contains("1 MB まで"), "in the session's language: \(japanese.text)")
        #expect(japanese.text.contains("meallog import"), "the import's page names the terminal's import")

        // Another app's form: in English (only the meal log speaks Japanese), about no CSV, and
        // with the way back to its app.
        let planner = try stack.fetch(
            "/planner/orders", method: "POST", body: String(repeating: "x", count: 1_200_000), cookie: cookie)
        #expect(planner.status == 413)
        #expect(planner.text.contains("larger than this site takes (up to 1 MB)"), "\(planner.text)")
        #expect(!planner.text.contains("CSV") && !planner.text.contains("まで"), "\(planner.text)")
        #expect(planner.text.contains(#"<a href="/planner/">Back</a>"#), "\(planner.text)")
    }

    /// A multipart body that cannot be read is said to be so (400), not taken for a form without
    /// its token.
    @Test func anUnreadableMultipartFormIsABadRequest() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let form = try stack.fetch("/meallog/import")
        let cookie = try #require(form.sessionCookie)
        let token = try #require(form.csrfToken)
        let unclosed = "--B\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(token)\r\n"
        let refused = try SiteRequest.send(
            port: stack.web.port, "/meallog/import", method: "POST", form: unclosed, cookie: cookie,
            contentType: "multipart/form-data; boundary=B")
        #expect(refused.status == 400)
        #expect(
            refused.text.contains("cannot be read (a part does not end with a boundary)"), "\(refused.text)")
    }

    @Test func pagesAllowOnlyTheSitesOwnScriptsAndStyles() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for path in ["/", "/til/", "/planner/", "/repos/", "/til/login"] {
            let response = try stack.fetch(path)
            let text = response.text
            let policy = response.header("content-security-policy") ?? ""
            #expect(policy.contains("script-src 'self'") && !policy.contains("unsafe-inline"), "\(path)")
            #expect(response.header("x-content-type-options") == "nosniff")
            #expect(!text.contains("<script>") && !text.contains("onclick="), "no inline script on \(path)")
            #expect(!text.contains("patCourierTests"), "no Airtable token on \(path)")
        }
        let asset = try stack.fetch("/assets/app.js")
        #expect(asset.header("cache-control")?.contains("max-age=31536000") == true)
        #expect(asset.header("etag") != nil)
        #expect(asset.header("x-content-type-options") == "nosniff")
        let fragment = try stack.fetch("/repos/results?user=octocat")
        #expect(
            fragment.header("cache-control") == "no-store", "one browser's, of the moment: \(fragment.status)"
        )
    }

    /// Logging in gives the session a new id and CSRF token, and the id from before it is forgotten:
    /// a session id planted in a browser before the login is worth nothing after it.
    @Test func aLoginRenewsTheSession() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (form, login) = try stack.logIn()
        let before = try #require(form.sessionCookie)
        let token = try #require(form.csrfToken)
        #expect(login.status == 303)
        let after = try #require(login.sessionCookie)
        #expect(after != before)
        #expect(try stack.fetch("/til/", cookie: after).text.contains("Logged in as admin"))
        let planted = try stack.fetch("/til/", cookie: before)
        #expect(!planted.text.contains("Logged in as admin"))
        #expect(planted.sessionCookie != after, "the old id names an empty session")
        let oldToken = try stack.fetch(
            "/til/logout", method: "POST", body: "csrf=\(token)", cookie: after)
        #expect(oldToken.status == 403, "the token from before the login no longer passes")
    }

    /// A session cookie planted for a path of this site (sent first, by another site on this host)
    /// does not hide the browser's own: of several, the one naming a stored session is taken.
    @Test func aPlantedSessionCookieDoesNotHideTheBrowsersOwn() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let session = try #require(try stack.logIn().login.sessionCookie)
        let planted = "courier_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        let plantedIDs = (0..<8).map { "courier_session=\(String(repeating: "\($0)", count: 64))" }
        let many = plantedIDs.joined(separator: "; ")
        for both in ["\(planted); \(session)", "\(session); \(planted)", "\(planted); \(many); \(session)"] {
            #expect(try stack.fetch("/til/", cookie: both).text.contains("Logged in as admin"), "\(both)")
        }
        #expect(!(try stack.fetch("/til/", cookie: planted).text.contains("Logged in as admin")))
        // A browser's own session that holds nothing yet (so is not stored) keeps its id, and so its
        // form's token, behind a planted cookie that is not an id at all.
        let form = try stack.fetch("/til/login")
        let own = try #require(form.sessionCookie)
        let behind = try stack.fetch("/til/login", cookie: "\(planted); \(own)")
        #expect(
            behind.sessionCookie == own && behind.csrfToken == form.csrfToken,
            "\(behind.sessionCookie ?? "none")")
    }

    /// A visit that keeps nothing writes nothing: a form page seen without a cookie begins a session
    /// that lives in its cookie alone, and its form is still taken. A session is stored while it
    /// holds something (here a login), so a flood of page views cannot grow the session table.
    @Test func aSessionIsStoredOnlyWhileItHoldsSomething() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let path = try #require(stack.siteEnvironment["COURIER_WEB_SESSIONS"])
        func storedSessions() throws -> Int {
            let database = try SQLiteDatabase(path: path)
            defer { database.close() }
            return try database.queryFirst("SELECT COUNT(*) AS n FROM web_sessions")?.decode(
                "n", as: Int.self) ?? -1
        }
        for page in ["/til/login", "/til/acronyms/new", "/planner/orders/new", "/meallog/", "/repos/"] {
            #expect(try stack.fetch(page).sessionCookie != nil, "\(page)")
        }
        let form = try stack.fetch("/til/login")
        let cookie = try #require(form.sessionCookie)
        let again = try stack.fetch("/til/login", cookie: cookie)
        #expect(again.sessionCookie == cookie, "the cookie is sent again, so it lasts from the last page")
        #expect(again.csrfToken == form.csrfToken)
        #expect(try storedSessions() == 0)

        let token = try #require(form.csrfToken)
        let login = try stack.fetch(
            "/til/login", method: "POST", body: "username=admin&password=password&csrf=\(token)",
            cookie: cookie)
        #expect(login.status == 303)
        #expect(try storedSessions() == 1)
        let loggedIn = try #require(login.sessionCookie)
        let page = try stack.fetch("/til/", cookie: loggedIn)
        #expect(page.text.contains("Logged in as admin") && page.sessionCookie == nil)

        // A logout leaves a notice for the next page; once it is shown the session holds nothing,
        // and its row is gone, while its cookie still carries the forms.
        let logout = try stack.fetch(
            "/til/logout", method: "POST", body: "csrf=\(try #require(page.csrfToken))", cookie: loggedIn)
        #expect(logout.status == 303)
        let loggedOut = try #require(logout.sessionCookie)
        let notice = try stack.fetch("/til/", cookie: loggedOut)
        #expect(notice.text.contains("Logged out"))
        #expect(try storedSessions() == 0)
        let loginForm = try stack.fetch("/til/login", cookie: loggedOut)
        #expect(loginForm.sessionCookie == loggedOut && !loginForm.text.contains("Logged out"))
        let retry = try stack.fetch(
            "/til/login", method: "POST",
            body: "username=admin&password=wrong&csrf=\(try #require(loginForm.csrfToken))", cookie: loggedOut
        )
        #expect(retry.status != 403, "the form of a session no longer stored is still taken")
    }

    /// A logout ends the login on the TIL server too: the token the site held is revoked there, so a
    /// copy of it (in a backup of the session store, say) opens nothing.
    @Test func aLogoutRevokesTheTILToken() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (loggedIn, token) = try await loggedInWithAWorkingToken(stack)

        let page = try stack.fetch("/til/", cookie: loggedIn)
        let logout = try stack.fetch(
            "/til/logout", method: "POST", body: "csrf=\(try #require(page.csrfToken))", cookie: loggedIn)
        #expect(logout.status == 303)
        #expect(await categoryWrite("After", token: token, stack) == 401)
        let loggedOut = try #require(logout.sessionCookie)
        let notice = try stack.fetch("/til/", cookie: loggedOut)
        #expect(notice.text.contains("Logged out") && !notice.text.contains("may still accept"))
    }

    /// The users page of a person logged in offers a logout everywhere: every login of the user ends
    /// on the TIL server, the one another browser (a lost phone) holds too.
    @Test func aLogoutEverywhereEndsTheLoginsOfOtherBrowsers() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let lostToken = try await loggedInWithAWorkingToken(stack).token  // the lost phone's login
        let here = try #require(try stack.logIn().login.sessionCookie)
        let users = try stack.fetch("/til/users", cookie: here)
        #expect(users.text.contains("Log out everywhere"))
        #expect(!(try stack.fetch("/til/users").text.contains("Log out everywhere")), "not without a login")

        let logout = try stack.fetch(
            "/til/logout", method: "POST", body: "everywhere=1&csrf=\(try #require(users.csrfToken))",
            cookie: here)
        #expect(logout.status == 303)
        #expect(await categoryWrite("Lost", token: lostToken, stack) == 401)
        let loggedOut = try #require(logout.sessionCookie)
        let notice = try stack.fetch("/til/", cookie: loggedOut)
        #expect(notice.text.contains("Logged out everywhere") && !notice.text.contains("Logged in as"))
    }

    /// Another browser of this site logged in as the same user shows the logout everywhere on its
    /// next page, instead of "Logged in as" until a save of its is refused; a login made after it
    /// stands.
    @Test func aLogoutEverywhereShowsInTheSitesOtherBrowsers() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let other = try #require(try stack.logIn().login.sessionCookie)
        let here = try #require(try stack.logIn().login.sessionCookie)
        #expect(try stack.fetch("/til/", cookie: other).text.contains("Logged in as admin"))
        let users = try stack.fetch("/til/users", cookie: here)
        _ = try stack.fetch(
            "/til/logout", method: "POST", body: "everywhere=1&csrf=\(try #require(users.csrfToken))",
            cookie: here)

        let page = try stack.fetch("/til/", cookie: other)
        #expect(!page.text.contains("Logged in as"), "\(page.text)")
        #expect(page.text.contains("Logged out: admin was logged out everywhere."))
        #expect(!(try stack.fetch("/til/", cookie: other).text.contains("Logged in as")), "and stays so")

        let again = try #require(try stack.logIn().login.sessionCookie)
        #expect(try stack.fetch("/til/", cookie: again).text.contains("Logged in as admin"))
    }

    /// A web session that ends without a logout (its time ran out) ends its login on the TIL server
    /// too, once the site's store forgets it: the token nobody can use from the site opens nothing.
    @Test func aSessionThatRunsOutRevokesItsTILToken() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (loggedIn, token) = try await loggedInWithAWorkingToken(stack)

        // The session runs out (its end is moved to the past), and another browser's login is
        // saved: the store forgets the ended session as it saves.
        let database = try SQLiteDatabase(path: try #require(stack.siteEnvironment["COURIER_WEB_SESSIONS"]))
        defer { database.close() }
        _ = try database.execute("UPDATE web_sessions SET expires = 0")
        _ = try stack.logIn()
        #expect(!(try stack.fetch("/til/", cookie: loggedIn).text.contains("Logged in as")))
        var status = await categoryWrite("After", token: token, stack)
        for _ in 0..<300 where status != 401 {  // the site revokes it after the page, off its way
            try await Task.sleep(for: .milliseconds(100))
            status = await categoryWrite("After", token: token, stack)
        }
        #expect(status == 401)
    }

    /// A browser logged in to the site (its cookie) and the TIL token the site keeps for it, which
    /// the TIL server takes for a write. The site must hold no other login yet.
    private func loggedInWithAWorkingToken(_ stack: WebStack) async throws -> (cookie: String, token: String)
    {
        let cookie = try #require(try stack.logIn().login.sessionCookie)
        let token = try #require(try storedTILToken(stack))
        #expect(await categoryWrite("Before", token: token, stack) == 200)
        return (cookie, token)
    }

    /// The status of a category written to the TIL server with `token` (`nil` when none came).
    private func categoryWrite(_ name: String, token: String, _ stack: WebStack) async -> Int? {
        let request = Request<Data>(
            method: .post, path: "api/categories", headers: ["Authorization": "Bearer \(token)"],
            body: .json(["name": name]))
        do { return try await Client(baseURL: stack.til.url).reply(to: request).status } catch {
            return error.statusCode
        }
    }

    /// A TIL server that cannot be told still sees the browser logged out, with a notice that the
    /// token may still be accepted there.
    @Test func aLogoutTheTILServerMissesSaysTheTokenMayStillWork() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let loggedIn = try #require(try stack.logIn().login.sessionCookie)
        let page = try stack.fetch("/til/", cookie: loggedIn)
        // The same site, on the same sessions, with its TIL server down (a port that refuses).
        let down = try RefusingPort()
        defer { withExtendedLifetime(down) {} }
        let site = try await stack.startSiteWithBackendsDown(down)
        defer { site.process.stop() }

        let logout = try SiteRequest.send(
            port: site.port, "/til/logout", method: "POST", form: "csrf=\(try #require(page.csrfToken))",
            cookie: loggedIn)
        #expect(logout.status == 303)
        // The session is still stored, for its notice, but without the login.
        let kept = try #require(try storedSession(stack), "the notice keeps the session stored")
        #expect(kept["flash"] != nil)
        #expect(kept["til.login"] == nil, "the site forgot the token all the same")
        let loggedOut = try #require(logout.sessionCookie)
        let notice = try stack.fetch("/til/login", cookie: loggedOut)
        #expect(
            notice.text.contains(
                "<p class=\"notice warning\" role=\"status\">Logged out. The TIL server may still accept the "
                    + "login\u{2019}s token: the TIL server could not be reached.</p>"),
            "\(notice.text)")
        #expect(!notice.text.contains("curl"), "what the client said is not the notice's")
    }

    /// What the site keeps for its one stored session, read from the session store; `nil` when no
    /// session is stored.
    private func storedSession(_ stack: WebStack) throws -> [String: String]? {
        struct Stored: Decodable { let values: [String: String] }
        let database = try SQLiteDatabase(path: try #require(stack.siteEnvironment["COURIER_WEB_SESSIONS"]))
        defer { database.close() }
        guard let row = try database.queryFirst("SELECT data FROM web_sessions") else { return nil }
        return try JSONDecoder().decode(Stored.self, from: Data(try row.decode("data", as: String.self).utf8))
            .values
    }

    /// The TIL token the site keeps for its one logged-in session.
    private func storedTILToken(_ stack: WebStack) throws -> String? {
        struct Login: Decodable { let token: String }
        guard let login = try storedSession(stack)?["til.login"] else { return nil }
        return try JSONDecoder().decode(Login.self, from: Data(login.utf8)).token
    }

    /// A write refused for a lost login keeps the form's input for after the login, but never a
    /// password: it is not stored with the session, and the form asks for it again.
    @Test func aLostLoginKeepsTheFormsInputButNotItsPassword() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let path = try #require(stack.siteEnvironment["COURIER_WEB_SESSIONS"])
        let cookie = try #require(try stack.logIn().login.sessionCookie)
        try stack.replaceTILServer()
        let form = try stack.fetch("/til/users/new", cookie: cookie)
        let password = "typed-\(UUID().uuidString)"
        let refused = try stack.fetch(
            "/til/users", method: "POST",
            body: "name=Ann+Lee&username=annlee&password=\(password)&csrf=\(try #require(form.csrfToken))",
            cookie: cookie)
        #expect(refused.status == 303)
        #expect(
            refused.header("location")?.hasPrefix("/til/login?next=") == true,
            "\(refused.header("location") ?? "")")
        let database = try SQLiteDatabase(path: path)
        let stored = try database.query("SELECT data FROM web_sessions").map {
            try $0.decode("data", as: String.self)
        }
        database.close()
        #expect(stored.contains { $0.contains("annlee") }, "the input is kept: \(stored.count) sessions")
        #expect(!stored.contains { $0.contains(password) }, "the password is not")

        let loginForm = try stack.fetch(try #require(refused.header("location")), cookie: cookie)
        let again = try stack.fetch(
            "/til/login", method: "POST",
            body:
                "username=admin&password=password&next=%2Ftil%2Fusers%2Fnew&csrf=\(try #require(loginForm.csrfToken))",
            cookie: cookie)
        #expect(again.header("location") == "/til/users/new")
        let renewed = try #require(again.sessionCookie)
        let back = try stack.fetch("/til/users/new", cookie: renewed)
        #expect(
            back.text.contains("value=\"Ann Lee\"") && back.text.contains("value=\"annlee\""), "\(back.text)")
        #expect(!back.text.contains(password))
    }

    /// The session store holds login tokens: the SQLite file the site creates (and its journal) can
    /// be read by its owner alone.
    @Test func theSessionFileIsPrivate() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let path = try #require(stack.siteEnvironment["COURIER_WEB_SESSIONS"])
        _ = try stack.logIn()
        #expect(FileManager.default.fileExists(atPath: path), "the login is stored")
        for file in [path, path + "-wal"] where FileManager.default.fileExists(atPath: file) {
            let mode = try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(file): \(String(mode ?? -1, radix: 8))")
        }
    }

    /// Every page links the site's icon, so no browser asks for a missing `/favicon.ico`.
    @Test func everyPageLinksTheIcon() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for path in ["/", "/til/", "/planner/", "/meallog/", "/repos/", "/nope"] {
            #expect(
                try stack.fetch(path).text.contains("<link rel=\"icon\" href=\"/assets/icon.svg?v="),
                "\(path)")
        }
        let icon = try stack.fetch("/assets/icon.svg")
        #expect(icon.status == 200)
        #expect(icon.header("content-type") == "image/svg+xml")
        #expect(icon.text.hasPrefix("<svg"))
    }

    /// Where a form says to go back to is followed only when it is a plain path of the same app and
    /// short enough to send; else the app's first page. A long one used to leave the browser with
    /// no answer at all, though the login had happened.
    @Test func aFormLeadsBackOnlyToAPageOfItsApp() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let long = "/til/" + String(repeating: "a", count: 40_000)
        for (next, expected) in [
            ("/til/acronyms/new", "/til/acronyms/new"), ("//evil.example/til/", "/til/"), (long, "/til/"),
            ("/meallog/", "/til/"),
        ] {
            let form = try stack.fetch("/til/login")
            let token = try #require(form.csrfToken)
            let body =
                "username=admin&password=password&csrf=\(token)&next=\(next.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
            let login = try stack.fetch("/til/login", method: "POST", body: body, cookie: form.sessionCookie)
            #expect(login.status == 303)
            #expect(login.header("location") == expected, "\(next.prefix(40))")
        }
        let page = try stack.fetch("/meallog/")
        let token = try #require(page.csrfToken)
        let back = try stack.fetch(
            "/meallog/language", method: "POST", body: "csrf=\(token)&language=en&next=/meallog\(long)",
            cookie: page.sessionCookie)
        #expect(back.status == 303)
        #expect(back.header("location") == "/meallog/")
    }

    /// Every login the site makes comes from its own address; it names the browser's, so the TIL
    /// server's limit on failed logins locks out the browser that failed, not everyone else.
    @Test func oneBrowsersFailedLoginsDoNotLockOutAnother() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        func logIn(_ username: String, _ password: String, from source: String) throws -> RawResponse {
            let form = try stack.fetch("/til/login", from: source)
            let token = try #require(form.csrfToken)
            return try stack.fetch(
                "/til/login", method: "POST", body: "username=\(username)&password=\(password)&csrf=\(token)",
                cookie: form.sessionCookie, from: source)
        }
        let refusals = try (1...21).map { try logIn("nosuch\($0)", "wrong", from: "127.0.0.2").status }
        #expect(refusals.dropLast().allSatisfy { $0 == 422 }, "\(refusals)")
        #expect(refusals.last == 429)
        #expect(try logIn("admin", "password", from: "127.0.0.3").status == 303)
    }

    /// A form refused for a login keeps what was typed in the session only up to a bound: a
    /// megabyte posted without a login is not stored for every later request to read.
    @Test func inputTooLargeToKeepIsNotKeptAcrossALogin() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for (name, kept) in [("Small", true), (String(repeating: "Large", count: 20_000), false)] {
            let login = try stack.fetch("/til/login")
            let session = try #require(login.sessionCookie)
            let token = try #require(login.csrfToken)
            let refused = try stack.fetch(
                "/til/users", method: "POST", body: "name=\(name)&username=someone&password=x&csrf=\(token)",
                cookie: session)
            #expect(refused.status == 303, "\(refused.text)")
            #expect(refused.header("location")?.hasPrefix("/til/login") == true)
            let loggedIn = try stack.fetch(
                "/til/login", method: "POST", body: "username=admin&password=password&csrf=\(token)",
                cookie: session)
            let renewed = try #require(loggedIn.sessionCookie)
            let form = try stack.fetch("/til/users/new", cookie: renewed)
            #expect(form.status == 200)
            #expect(form.text.contains("value=\"\(name)\"") == kept, "\(name.prefix(10))")
        }
    }

    /// A path with empty segments (`//meallog/`) reaches its page, as the router reads it, but is
    /// never echoed into a link or a form, where `//meallog/…` would name another host.
    @Test func aPathWithEmptySegmentsIsNotEchoedIntoLinks() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for path in ["//meallog/", "//til/users", "/planner//"] {
            let page = try stack.fetch(path)
            #expect(page.status == 200, "\(path)")
            #expect(!page.text.contains("\"//"), "\(path): \(page.text)")
        }
    }
}
