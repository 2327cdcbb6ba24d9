import AirtableModel
import HTTPServer

/// airtable-local's responder as the server sees it:
///
/// - a request without a valid token, or with a URL too long, or declaring a body larger than its route
///   takes (`AirtableGate.maxBodyBytes(of:)`), is answered when its headers arrive,
///   so an unauthenticated upload is refused before its body is read or held (see
///   `RequestScreening`); `inner`'s gate checks the same again for callers that use the responder
///   without a server;
/// - a browser's preflight `OPTIONS` is answered at once, and every answer may be read by a page on
///   any origin (`CrossOrigin`), as Airtable's may;
/// - a record write naming attachments by loopback URL is answered in a task, after they are
///   fetched (`LoopbackFetch`), so no request worker waits on the fetch;
/// - a listing that may have to look at every record of its table (a filter, a sort or a view: the
///   first page of one, since later pages resume from the ids the first one chose) runs on the
///   server's expensive-work pool, so however long it works, within its `ListingBudget`, it never
///   holds a request worker while cheap requests wait behind it. `POST …/listRecords` (what clients
///   send for formulas too long for a URL) always does.
struct AirtableScreening: RequestScreening, AsyncResponder {
    let gate: AirtableGate
    let inner: any Responder

    func respond(to request: Request) throws -> Response {
        if CrossOrigin.isPreflight(request) { return CrossOrigin.preflight(request) }
        return CrossOrigin.allowing(try inner.respond(to: request))
    }

    /// A record write naming attachments by loopback URL is answered in a task (see `LoopbackFetch`).
    func awaits(_ request: Request) -> Bool { !LoopbackFetch.urls(in: request).isEmpty }

    /// Fetches the request's loopback attachment URLs, then answers it as any other.
    func answer(_ request: Request) async -> Response {
        var request = request
        request.storage[LoopbackFetch.Fetched.self] = await LoopbackFetch.fetch(
            LoopbackFetch.urls(in: request))
        do {
            return try respond(to: request)
        } catch let error as AirtableError {
            return CrossOrigin.allowing(error.response)
        } catch {
            return CrossOrigin.allowing(AirtableError.serverError.response)
        }
    }

    func screen(head: Request) -> Response? {
        if AttachmentURL.isFileRequest(head) { return nil }
        if CrossOrigin.isPreflight(head) { return CrossOrigin.preflight(head) }
        do {
            _ = try gate.admittedToken(of: head)
            if let declared = head.headers["Content-Length"].flatMap(Int.init),
                declared > AirtableGate.maxBodyBytes(of: head)
            {
                return CrossOrigin.allowing(AirtableError.payloadTooLarge.response)
            }
            return nil
        } catch {
            return CrossOrigin.allowing(error.response)
        }
    }

    func runsOffWorkers(_ request: Request) -> Bool {
        let segments = request.segments
        guard segments.first == "v0", segments.count >= 3, segments[1] != "meta" else { return false }
        if request.method == "POST" { return segments.count == 4 && segments[3] == "listRecords" }
        guard request.method == "GET", segments.count == 3 else { return false }
        var filtersOrSorts = false
        for item in request.query {
            if item.name == "offset" && !item.value.isEmpty { return false }
            if item.name == "filterByFormula" || item.name == "view" || item.name.hasPrefix("sort") {
                filtersOrSorts = filtersOrSorts || !item.value.isEmpty
            }
        }
        return filtersOrSorts
    }
}
