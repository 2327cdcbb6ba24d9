import AirtableModel
import HTTPServer

extension AirtableError: RenderableError {
    /// The error as airtable-local answers it: its status and its envelope as JSON, with
    /// `Content-Type: application/json; charset=utf-8`. Thrown from a route or the gate, the
    /// error middleware answers it as it is.
    public var response: Response {
        Response.json(self, status: Response.Status(code: status ?? 500))
    }
}
