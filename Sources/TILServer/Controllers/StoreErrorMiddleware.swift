import HTTPServer
import SQL

/// Turns the storage layer's errors into the answers they call for, with the standard error body,
/// where the book answered 500 (spec §14): a taken username is `409`, an unknown `userID` is `400`,
/// what the path names deleted while the request was handled `404`,
/// a value the database cannot take `400`, and a database too busy to answer now, or that cannot be
/// reached, `503` with `retry-after` (another server holding SQLite's write lock, a full PostgreSQL
/// pool, a deadlock, a lock held elsewhere past `lock_timeout`, PostgreSQL down or restarting). A
/// connection lost during a write is `503` without `retry-after`: the change may have been made.
/// An outage (the database unreachable, or connections lost) is logged when it begins and ends.
struct StoreErrorMiddleware: Middleware {
    let outage: DatabaseOutage

    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        do {
            let response = try next(request)
            outage.answered()
            return response
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
        } catch let error as SQLError where error.kind == .unreachable {
            outage.failed(error)
            throw HTTPError(
                .serviceUnavailable, reason: "The database cannot be reached; try again shortly.",
                headers: ["retry-after": "1"])
        } catch let error as SQLError where error.kind == .connection {
            outage.failed(error)
            // A read is safe to send again; a write may have been made before the connection broke.
            guard request.method == "GET" || request.method == "HEAD" else {
                throw HTTPError(
                    .serviceUnavailable,
                    reason:
                        "The connection to the database was lost: the change may or may not have been made.")
            }
            throw HTTPError(
                .serviceUnavailable, reason: "The connection to the database was lost; try again shortly.",
                headers: ["retry-after": "1"])
        } catch let error as SQLError where error.kind == .invalidValue {
            throw HTTPError(.badRequest, reason: "A value cannot be stored.")
        }
    }
}
