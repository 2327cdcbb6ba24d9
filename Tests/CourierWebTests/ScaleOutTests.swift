import Foundation
import TestSupport
import Testing

/// Two instances of the site on one session store, as behind a proxy: a session begun on one goes
/// on on the other, and restarting an instance (a rolling restart) logs nobody out. On a shared
/// SQLite file and on PostgreSQL.
@Suite(.serialized, .offCooperativePool)
struct ScaleOutTests {
    @Test func aSessionGoesOnAcrossInstancesOnOneSQLiteFile() async throws {
        let stack = try await WebStack.start()
        defer { stack.stop() }
        try await expectSharedSessions(stack)
    }

    @Test(.enabled(if: TestDatabases.postgresURL != nil, "COURIER_TEST_POSTGRES_URL is not set"))
    func aSessionGoesOnAcrossInstancesOnPostgreSQL() async throws {
        let stack = try await WebStack.start(sessions: TestDatabases.postgresURL)
        defer { stack.stop() }
        try await expectSharedSessions(stack)
    }

    /// The login form from the first instance, posted to the second with the first's token; the
    /// login seen on the first; then the first replaced by a new process, still logged in.
    private func expectSharedSessions(_ stack: WebStack) async throws {
        let second = try await stack.startAnotherSite()
        defer { second.process.stop() }
        let form = try SiteRequest.send(port: stack.web.port, "/til/login")
        let cookie = try #require(form.sessionCookie)
        let token = try #require(form.csrfToken)

        let login = try SiteRequest.send(
            port: second.port, "/til/login", method: "POST",
            form: "csrf=\(token)&username=admin&password=password", cookie: cookie)
        #expect(login.status == 303, "the second instance took the first one's session: \(login.text)")
        // A login renews the session: the first instance finds it under its new id.
        let loggedIn = try #require(login.sessionCookie)
        let onFirst = try SiteRequest.send(port: stack.web.port, "/til/", cookie: loggedIn)
        #expect(onFirst.text.contains("Log out"), "logged in on the first instance too")

        stack.web.process.stop()
        let restarted = try await stack.startAnotherSite()
        defer { restarted.process.stop() }
        let afterRestart = try SiteRequest.send(port: restarted.port, "/til/", cookie: loggedIn)
        #expect(afterRestart.text.contains("Log out"), "still logged in after a restart")
        #expect(afterRestart.header("set-cookie") == nil, "no new session was begun")
    }
}
