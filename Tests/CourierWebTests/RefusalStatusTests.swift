import Foundation
import TestSupport
import Testing

/// A page that shows a failure answers with its status, as other tools read it: refused input or
/// credentials 422, a backend that cannot be reached 503, another program at a backend's address
/// 502, in every app.
@Suite(.offCooperativePool) struct RefusalStatusTests {
    @Test func refusedLoginsAndUsersAre422() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let (wrong, _) = try stack.submit(
            "username=admin&password=wrong", to: "/til/login", formAt: "/til/login")
        #expect(wrong.status == 422)
        #expect(wrong.text.contains("Could not log in"), "\(wrong.text)")
        #expect(!wrong.text.contains("Unauthorized"), "no bare HTTP word under it")
        // The username is kept and the password is where the person types again.
        #expect(wrong.text.contains(#"autocomplete="current-password" autofocus>"#), "\(wrong.text)")
        #expect(wrong.text.contains(#"value="admin""#), "\(wrong.text)")
        let (empty, _) = try stack.submit("username=&password=", to: "/til/login", formAt: "/til/login")
        #expect(empty.status == 422)
        let (login, _) = try stack.submit(
            "username=admin&password=password", to: "/til/login", formAt: "/til/login")
        #expect(login.status == 303)
        let session = try #require(login.sessionCookie, "a login renews the session")
        let user = "name=Eve&username=eve&password=secret-enough"
        let (created, _) = try stack.submit(user, to: "/til/users", formAt: "/til/users/new", cookie: session)
        #expect(created.status == 303)
        let (again, _) = try stack.submit(user, to: "/til/users", formAt: "/til/users/new", cookie: session)
        #expect(again.status == 422, "\(again.text)")
        #expect(again.text.contains("The username &#39;eve&#39; is already taken"), "\(again.text)")
        let colon = "name=Eve&username=eve%3Ac&password=secret-enough"
        let (refused, _) = try stack.submit(
            colon, to: "/til/users", formAt: "/til/users/new", cookie: session)
        #expect(refused.status == 422, "\(refused.text)")
        #expect(
            refused.text.contains(#"id="field-username-error">A username cannot contain &#39;:&#39;"#),
            "\(refused.text)")
    }

    /// A refused order shows its reason next to its field, also when what was typed has spaces
    /// around it (the reason quotes it trimmed); a fee below zero is said to be so.
    @Test func aRefusedOrdersReasonStandsNextToItsField() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for (body, field, reason) in [
            ("name=Glossary&deadline=+soon+&fee=", "deadline", "The deadline &#39;soon&#39; is not a date"),
            ("name=Glossary&deadline=&fee=+-5+", "fee", "The fee &#39;-5&#39; is below zero: give an amount"),
        ] {
            let (refused, _) = try stack.submit(body, to: "/planner/orders", formAt: "/planner/orders/new")
            #expect(refused.status == 422, "\(refused.text)")
            #expect(refused.text.contains(#"id="field-\#(field)-error">\#(reason)"#), "\(refused.text)")
        }
    }

    @Test func unreachableBackendsAre503() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let down = try RefusingPort()
        defer { withExtendedLifetime(down) {} }  // bound until the end, so no server can take it
        let site = try await stack.startSiteWithBackendsDown(down)
        defer { site.process.stop() }
        let (_, login) = try stack.logIn(on: site.port)
        #expect(login.status == 503, "\(login.text)")
        for path in ["/repos/?user=octocat", "/repos/results?user=octocat"] {
            #expect(try SiteRequest.send(port: site.port, path).status == 503, "\(path)")
        }
        // A page that could not be read is named by what it is, not said to be missing or empty.
        for (kind, heading) in [("acronyms", "Acronym"), ("users", "User"), ("categories", "Category")] {
            let path = "/til/\(kind)/00000000-0000-0000-0000-000000000000"
            let page = try SiteRequest.send(port: site.port, path)
            #expect(page.status == 503, "\(path)")
            #expect(
                page.text.contains("<title>\(heading) ") && page.text.contains("<h1>\(heading)</h1>"),
                "\(page.text)")
            #expect(!page.text.contains("Not found") && !page.text.contains("<p>none</p>"), "\(page.text)")
        }
        // A list that could not be read is not said to be empty.
        for (path, empty) in [("/til/users", "No users."), ("/til/categories", "No categories.")] {
            let page = try SiteRequest.send(port: site.port, path)
            #expect(page.status == 503, "\(path)")
            #expect(page.text.contains("could not be reached"), "\(page.text)")
            #expect(!page.text.contains(empty), "\(page.text)")
        }
    }

    /// A backend's address where another program answers (each app pointed at another's server)
    /// is a bad gateway, whatever that program's status: the page names the setting to check, and a
    /// monitor sees neither a missing page (404) nor a page that is fine (200).
    @Test func anotherProgramAtABackendsAddressIs502() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        let site = try await stack.startAnotherSite(overriding: [
            "TIL_API_URL": stack.airtable.url.absoluteString,
            "AIRTABLE_ENDPOINT_URL": stack.til.url.absoluteString,
            "GITHUB_API_URL": stack.til.url.absoluteString,
        ])
        defer { site.process.stop() }
        let til = ["/til/", "/til/users", "/til/acronyms/00000000-0000-0000-0000-000000000000"]
        let airtable = ["/planner/", "/planner/orders/recAAAAAAAAAAAAAA", "/meallog/"]
        let github = ["/repos/?user=octocat", "/repos/results?user=octocat"]
        let pages =
            til.map { ($0, "TIL_API_URL") } + airtable.map { ($0, "AIRTABLE_ENDPOINT_URL") }
            + github.map { ($0, "GITHUB_API_URL") }
        for (path, setting) in pages {
            let page = try stack.fetch(path, on: site.port)
            #expect(page.status == 502, "\(path): \(page.text)")
            #expect(page.text.contains("did not answer as"), "\(path): \(page.text)")
            #expect(page.text.contains(setting), "\(path): \(page.text)")
        }
        let (_, login) = try stack.logIn(on: site.port)
        #expect(login.status == 502, "not the credentials' fault (422): \(login.text)")
    }

    /// A name GitHub cannot have is refused input (422) with the reason, and GitHub is not asked.
    @Test func aNameGitHubCannotHaveIs422WithoutARequest() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        for path in ["/repos?user=john%20doe", "/repos/results?user=%3Cb%3E"] {
            let page = try stack.fetch(path)
            #expect(page.status == 422, "\(path): \(page.text)")
            #expect(page.text.contains("not a GitHub user name"), "\(page.text)")
        }
        #expect(stack.github.receivedRequests.isEmpty)
    }
}
