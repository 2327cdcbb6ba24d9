import HTTPServer
import SQL

/// Turns the storage layer's errors into the answers they call for, with the standard error body,
/// where the book answered 500 (spec §14): a taken username is `409`, an unknown `userID` is `400`,
/// what the path names deleted while the request was handled `404`,
/// a value the database cannot take `400`, and a database too busy to answer now `503` with
/// `retry-after` (another server holding SQLite's write lock, a full PostgreSQL pool, a deadlock).
struct StoreErrorMiddleware: Middleware {
    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        do {
            return try next(request)
        } catch StoreError.conflict(let reason) {
            throw HTTPError(.conflict, reason: reason)
        } catch StoreError.unknownReference(let reason) {
            throw HTTPError(.badRequest, reason: reason)
        } catch StoreError.gone {
            throw HTTPError(.notFound)
        } catch let error as SQLError where error.kind == .busy {
            throw HTTPError(
                .serviceUnavailable, reason: "The database is busy; try again shortly.",
                headers: ["retry-after": "1"])
        } catch let error as SQLError where error.kind == .invalidValue {
            throw HTTPError(.badRequest, reason: "A value cannot be stored.")
        }
    }
}
