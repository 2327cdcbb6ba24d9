import Foundation
import HTTPServer
import SQL
import TestSupport
import Testing

@testable import TILServer

/// What the database says decides the answer: busy is the server's temporary state (503 with
/// `retry-after`), a value it cannot take is the client's (400), a link to an acronym or category
/// deleted meanwhile is not found (404), anything else stays an error the error middleware answers
/// with 500.
@Suite struct StoreFailureStatusTests {
    func answer(to failure: any Error) -> (any Error)? {
        do {
            _ = try StoreErrorMiddleware().respond(to: Request(method: "POST", target: "/api/acronyms")) {
                _ in
                throw failure
            }
            return nil
        } catch {
            return error
        }
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
