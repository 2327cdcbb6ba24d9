import HTTPServer
import SQL
import Testing

@testable import TILServer

/// What the database says decides the answer: busy is the server's temporary state (503 with
/// `retry-after`), a value it cannot take is the client's (400), anything else stays an error the
/// error middleware answers with 500.
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
}
