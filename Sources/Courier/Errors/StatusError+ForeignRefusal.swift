extension StatusError {
    /// The statuses whose words mislead when another program sends them: unauthorised, forbidden
    /// and not found say nothing of this API's token or records when its server did not say them.
    public static let foreignRefusalStatuses: Set = [401, 403, 404]

    /// Whether the request was refused as unauthorised, forbidden or not found without the API's
    /// own error body (``apiError``, which the client's ``ValidationMiddleware`` reads): an API whose
    /// server always sends one was answered by another program at that address (another app's
    /// server, a proxy's page), so the address is what to check. A proxy's own 413 or 429 in front
    /// of the right server keeps its words.
    public var isForeignRefusal: Bool { apiError == nil && Self.foreignRefusalStatuses.contains(status) }
}

extension CourierError {
    /// Whether this is a status failure that ``StatusError/isForeignRefusal``: for a client's own
    /// error type, which keeps the `CourierError` it came from.
    public var isForeignRefusal: Bool {
        if case .status(let failure) = self { failure.isForeignRefusal } else { false }
    }
}
