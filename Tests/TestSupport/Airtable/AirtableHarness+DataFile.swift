extension AirtableHarness {
    /// A data file for ``responder(schemas:rateLimits:path:)`` that outlives the responders `body`
    /// opens on it (to test what a restart keeps): its path in a fresh ``ScratchDirectory``, which
    /// is removed afterwards with the file and SQLite's `-wal` and `-shm` beside it.
    public static func withDataFile<T>(_ prefix: String, _ body: (String) throws -> T) throws -> T {
        let directory = try ScratchDirectory(prefix)
        return try withExtendedLifetime(directory) { try body(directory.appending("airtable.sqlite").path) }
    }
}
