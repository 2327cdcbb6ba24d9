import Basics

extension AirtableError {
    /// What went wrong, for a person's details line: the status with Airtable's type and message
    /// (`422 INVALID_VALUE_FOR_COLUMN: …`). A status that was the failure without Airtable's words
    /// is named by its number and phrase (`502 Bad Gateway`; `304 Not Modified` to a request that
    /// asked for no such thing). Any other failure that is not Airtable's answer gives only its
    /// message, after the status when one was an error, or its type's name when it has no message:
    /// that name is this package's, not the server's. The request (its address and query) is left
    /// to logs.
    public var reason: String {
        if type == .httpError, let status { return HTTPStatus.named(status) }
        if !type.isAirtables, !message.isEmpty {
            guard let status, status >= 400 else { return message }
            return "\(status) \(message)"
        }
        let what = message.isEmpty ? type.rawValue : "\(type.rawValue): \(message)"
        return status.map { "\($0) \(what)" } ?? what
    }
}
