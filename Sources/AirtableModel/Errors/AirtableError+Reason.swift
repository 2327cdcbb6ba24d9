extension AirtableError {
    /// What went wrong, for a person's details line: the status with Airtable's type and message
    /// (`422 INVALID_VALUE_FOR_COLUMN: …`). A failure that is not Airtable's answer gives only its
    /// message, after the status when one was an error (its type's name is this package's, not the
    /// server's), or that name when it has no message. The request (its address and query) is left
    /// to logs.
    public var reason: String {
        if !type.isAirtables, !message.isEmpty {
            guard let status, status >= 400 else { return message }
            return "\(status) \(message)"
        }
        let what = message.isEmpty ? type.rawValue : "\(type.rawValue): \(message)"
        return status.map { "\($0) \(what)" } ?? what
    }
}
