import Basics
import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

@testable import TILServer

/// What the database says decides the answer: busy or unreachable is the server's temporary state
/// (503 with `retry-after`), a connection lost during a write is 503 without it (the write may have
/// been made), a value it cannot take is the client's (400), a link to an acronym or category
/// deleted meanwhile is not found (404), anything else stays an error the error middleware answers
/// with 500. An outage is logged when it begins and when it ends, not for every request.
@Suite struct StoreFailureStatusTests {
    private final class Lines: @unchecked Sendable {
        var logged: [String] = []
    }
    private let lines = Lines()
    private var middleware: StoreErrorMiddleware {
        let lines = lines
        return StoreErrorMiddleware(
            outage: DatabaseOutage(logger: Logger(sink: { _, line in lines.logged.append(line) })))
    }

    func answer(
        to failure: any Error, method: String = "POST", through middleware: StoreErrorMiddleware? = nil
    )
        -> (any Error)?
    {
        do {
            _ = try (middleware ?? self.middleware).respond(
                to: Request(method: method, target: "/api/acronyms")
            ) {
                _ in
                throw failure
            }
            return nil
        } catch {
            return error
        }
    }

    @Test func aDatabaseThatCannotBeReachedIs503AndAWriteCutShortSaysItMayHaveBeenMade() throws {
        let unreachable = try #require(
            answer(to: SQLError(.unreachable, "cannot connect")) as? HTTPError)
        #expect(unreachable.status == .serviceUnavailable && unreachable.headers["retry-after"] == "1")
        let lostRead = try #require(
            answer(to: SQLError(.connection, "server closed the connection"), method: "GET") as? HTTPError)
        #expect(lostRead.status == .serviceUnavailable && lostRead.headers["retry-after"] == "1")
        let lostWrite = try #require(
            answer(to: SQLError(.connection, "server closed the connection")) as? HTTPError)
        #expect(lostWrite.status == .serviceUnavailable && lostWrite.headers["retry-after"] == nil)
        #expect(lostWrite.reason.contains("may or may not have been made"))
    }

    @Test func anOutageIsLoggedWhenItBeginsAndWhenItEnds() throws {
        let middleware = middleware
        for _ in 0..<3 {
            _ = answer(
                to: SQLError(.unreachable, "could not connect:\nConnection refused"), through: middleware)
        }
        _ = try middleware.respond(to: Request(method: "GET", target: "/api/acronyms")) { _ in .text("ok") }
        _ = try middleware.respond(to: Request(method: "GET", target: "/api/acronyms")) { _ in .text("ok") }
        #expect(lines.logged.count == 2, "\(lines.logged)")
        #expect(
            lines.logged.first?.contains("could not connect: Connection refused") == true, "\(lines.logged)")
        #expect(lines.logged.last?.contains("The database answers again.") == true)
    }

    @Test func busyIs503AndAValueTheDatabaseCannotTakeIs400() throws {
        let busy = try #require(answer(to: SQLError(.busy, "database is locked")) as? HTTPError)
        #expect(busy.status == .serviceUnavailable && busy.headers["retry-after"] == "1")
        let invalid = try #require(answer(to: SQLError(.invalidValue, "invalid input")) as? HTTPError)
        #expect(invalid.status == .badRequest)
        #expect(answer(to: SQLError(.syntax, "near x")) is SQLError)
    }

    @Test(arguments: Backend.allCases)
    func aLinkToWhatWasDeletedMeanwhileIsNotFound(backend: Backend) async throws {
        try backend.skipIfUnavailable()
        let failure = try await OwnThread.run { () throws -> String in
            let storage = try TestDatabase.create(backend, connections: 1)
            defer { storage.destroy() }
            try Migrator.migrate(
                storage.database, TILMigrations.all(admin: AdminSeed(bcryptCost: TILTestServer.bcryptCost)))
            do {
                try CategoryStore(database: storage.database).attach(acronym: UUID(), category: UUID())
                return "attached"
            } catch {
                return "\(error)"
            }
        }
        #expect(failure == "gone")
        let answer = try #require(answer(to: StoreError.gone) as? HTTPError)
        #expect(answer.status == .notFound)
    }
}
