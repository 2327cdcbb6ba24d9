/// One documented operation of the TIL API: the single source the OpenAPI document is rendered from.
struct APIOperation: Sendable {
    let method: String
    /// OpenAPI path template, e.g. `/api/acronyms/{acronymID}`.
    let path: String
    let id: String
    let summary: String
    /// Needs `Authorization: Bearer` when authentication is on.
    let protected: Bool
    /// Schema name of the JSON body, if any.
    let body: String?
    /// Required query parameters.
    let query: [String]
    /// Status → schema name of the body (`nil`: no body or plain text).
    let responses: [Int: String?]

    init(
        _ method: String, _ path: String, id: String, _ summary: String, protected: Bool = false,
        body: String? = nil,
        query: [String] = [], responses: [Int: String?]
    ) {
        self.method = method
        self.path = path
        self.id = id
        self.summary = summary
        self.protected = protected
        self.body = body
        self.query = query
        self.responses = responses
    }

    /// The `{name}` parameters of the path.
    var pathParameters: [String] {
        path.split(separator: "/").filter { $0.hasPrefix("{") }.map { String($0.dropFirst().dropLast()) }
    }

    /// The operation, also answering `status` with an `Error` body.
    func answering(_ status: Int) -> APIOperation {
        APIOperation(
            method, path, id: id, summary, protected: protected, body: body, query: query,
            responses: responses.merging([status: "Error"]) { $1 })
    }
}
