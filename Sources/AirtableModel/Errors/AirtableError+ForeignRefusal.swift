extension AirtableError {
    /// Whether a server refused the request as unauthorised, forbidden or not found (401, 403, 404)
    /// without any of Airtable's error bodies. Airtable and airtable-local always send one, so the
    /// answer is another program's (a TIL server, a proxy's page, on the address the tool was
    /// given): what it says about a token, a base or a table means nothing there, and the address
    /// is what to check. (Other statuses keep their words: a proxy's own 413 or 429 is still true.)
    public var isForeignRefusal: Bool {
        type == .httpError && status.map(Self.foreignRefusalStatuses.contains) == true
    }

    /// The statuses whose words would mislead when another program sends them.
    public static let foreignRefusalStatuses: Set = [401, 403, 404]
}
