import AirtableModel
import HTTPServer

extension AirtableError {
    /// The error as airtable-local answers it: its status and its envelope as JSON, with
    /// `Content-Type: application/json; charset=utf-8`.
    var response: Response {
        Response.json(self, status: Response.Status(code: status ?? 500))
    }
}
