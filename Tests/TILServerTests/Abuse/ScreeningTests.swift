import Basics
import HTTPServer
import Testing

@testable import TILServer

/// Which requests the TIL server sends off the request workers (bcrypt) — issue 15, defect 3 — and
/// which it answers when their headers arrive.
@Suite("TIL screening")
struct ScreeningTests {
    private func screening(authEnabled: Bool) throws -> TILScreening {
        let database = try TestDatabase.create(.sqlite, connections: 1)
        defer { database.destroy() }
        let app = try TILApplication(
            database: database.database, authEnabled: authEnabled, bcryptCost: 4,
            logger: Logger(sink: { _, _ in }))
        return try #require(app.responder as? TILScreening)
    }

    @Test func loginsAndUserCreationRunOffTheWorkersWithAuthOn() throws {
        let screening = try screening(authEnabled: true)
        #expect(screening.runsOffWorkers(Request(method: "POST", target: "/api/users/login")))
        #expect(screening.runsOffWorkers(Request(method: "POST", target: "/api/users")))
        #expect(!screening.runsOffWorkers(Request(method: "GET", target: "/api/users")))
        #expect(!screening.runsOffWorkers(Request(method: "POST", target: "/api/acronyms")))
        #expect(!screening.runsOffWorkers(Request(method: "GET", target: "/hello")))
    }

    @Test func withAuthOffNothingIsScreened() throws {
        let screening = try screening(authEnabled: false)
        #expect(!screening.runsOffWorkers(Request(method: "POST", target: "/api/users")))
        #expect(screening.screen(head: Request(method: "POST", target: "/api/acronyms"))?.status == nil)
    }

    @Test(arguments: [true, false])
    func aWriteToNoRouteIsAnsweredBeforeItsBody(authEnabled: Bool) throws {
        let screening = try screening(authEnabled: authEnabled)
        for (method, target) in [("POST", "/nothing/here"), ("PUT", "/api/users"), ("FOO", "/api/acronyms")] {
            var head = Request(method: method, target: target)
            head.headers["content-length"] = "1048576"
            let answer = try #require(screening.screen(head: head), "\(method) \(target)")
            #expect(answer.status == .notFound)
            #expect(String(decoding: answer.body, as: UTF8.self).contains(#""error":true"#))
        }
        // A route's own writes still read their bodies (with auth off, nothing refuses them early).
        if !authEnabled {
            #expect(screening.screen(head: Request(method: "POST", target: "/api/categories")) == nil)
        }
    }
}
