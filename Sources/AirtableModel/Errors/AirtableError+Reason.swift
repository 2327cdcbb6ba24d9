extension AirtableError {
    /// What went wrong, for a person's details line: the status with Airtable's type and message
    /// (`422 INVALID_VALUE_FOR_COLUMN: …`). A failure that is not Airtable's answer gives only its
    /// message, after the status when the status was the failure (`502 Bad Gateway`, and
    /// `304 Not Modified` to a request that asked for no such thing; a body that could not be read
    /// came with a 200), or its type's name when it has no message: that name is this package's,
    /// not the server's. The request (its address and query) is left to logs.
    public var reason: String {
        if !type.isAirtables, !message.isEmpty {
            guard let status, status >= 400 || type == .httpError else { return message }
            return "\(status) \(message)"
        }
        let what = message.isEmpty ? type.rawValue : "\(type.rawValue): \(message)"
        return status.map { "\($0) \(what)" } ?? what
    }
}
