extension AirtableError {
    /// Whether a server refused the request (4xx) without any of Airtable's error bodies. Airtable
    /// and airtable-local always send one, so the answer is another program's (a TIL server, a
    /// proxy's page, on the address the tool was given): what its status says about a table, a
    /// base or a token means nothing there, and the address is what to check.
    public var isForeignRefusal: Bool {
        type == .httpError && status.map { (400..<500).contains($0) } == true
    }
}
