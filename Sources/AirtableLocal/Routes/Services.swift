import AirtableFormula
import AirtableModel
import Basics
import Foundation
import HTTPServer

/// What every route handler shares: the store, the iterators and the clock, plus the lookups
/// of a request's base and table and the parsing of its body.
struct Services: Sendable {
    let store: AirtableStore
    let iterators: IteratorCache
    /// The most time one listing may work (see `ListingBudget`).
    let listingTimeLimit: Duration
    /// What listings' budgets did.
    let listingActivity: ListingActivity

    /// The base of `/v0/{base}/…`: 403 `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND` when not served, and
    /// 404 `NOT_FOUND` for `meta`: a method the Metadata API has not on a `/v0/meta/…` path lands on
    /// a record route, and is an unknown route like any other.
    func base(_ request: Request) throws(AirtableError) -> BaseState {
        if request.parameters["base"] == "meta" { throw .notFound }
        guard let id = request.parameters["base"], let state = store.snapshot(id) else {
            throw .modelNotFound
        }
        return state
    }

    /// The base and the table addressed by id or (decoded) name: 404 `TABLE_NOT_FOUND` when missing.
    func table(_ request: Request) throws(AirtableError) -> (BaseState, IndexedTable) {
        let state = try base(request)
        return (state, state.schema.tables[try tableIndex(request, in: state)])
    }

    /// The index in `state` of the table a `…/{table}…` route addresses by id or (decoded) name: 404
    /// `TABLE_NOT_FOUND` when missing.
    func tableIndex(_ request: Request, in state: BaseState) throws(AirtableError) -> Int {
        let key = request.parameters["table"] ?? ""
        guard let index = state.schema.tableIndex(inPath: key) else {
            throw .tableNotFound(key, base: state.schema.id)
        }
        return index
    }

    /// The request body as a JSON object; 400 for text that is not JSON, 422 for another value.
    func body(_ request: Request, emptyError: AirtableError = .invalidRequest) throws(AirtableError)
        -> JSONValue
    {
        guard !request.body.allSatisfy({ $0 == 32 || $0 == 10 || $0 == 13 || $0 == 9 }) else {
            throw emptyError
        }
        let json: JSONValue
        do {
            json = try JSONValue.parse(request.body)
        } catch {
            // The parser's reason: where the text stops being JSON, or that it nests too deep.
            throw .malformedBody("the body is not valid JSON: \(error)")
        }
        guard json.objectValue != nil else { throw .invalidRequest("the body must be a JSON object") }
        return json
    }

    /// Cells of `state` as the current request sees them, with the formula clock at `now` and, for a
    /// listing, its budget.
    func context(_ state: BaseState, timeZone: TimeZone = .gmt, budget: ListingBudget? = nil) -> CellContext {
        CellContext(
            state: state,
            environment: FormulaEnvironment(
                now: store.clock.now(), timeZone: timeZone, budget: budget?.evaluation))
    }

    /// A budget for a listing `request` starts now.
    func listingBudget(for request: Request) -> ListingBudget {
        ListingBudget(
            limit: listingTimeLimit, clock: store.clock, client: request.clientPresence,
            activity: listingActivity)
    }
}
