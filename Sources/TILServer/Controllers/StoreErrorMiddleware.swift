import HTTPServer

/// Turns the storage layer's client-mistake errors into 4xx answers with the standard error body,
/// where the book answered 500 (spec §14): a taken username is `409`, an unknown `userID` is `400`.
struct StoreErrorMiddleware: Middleware {
    func respond(to request: Request, next: (Request) throws -> Response) throws -> Response {
        do {
            return try next(request)
        } catch StoreError.conflict(let reason) {
            throw HTTPError(.conflict, reason: reason)
        } catch StoreError.unknownReference(let reason) {
            throw HTTPError(.badRequest, reason: reason)
        }
    }
}
