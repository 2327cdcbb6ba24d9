import AirtableModel

extension AirtableHarness {
    /// What a restart keeps: `before` runs on a responder over a fresh data file, whose database is
    /// then closed, and `after` on a second responder opened on the same file with the same schemas.
    /// The file lives in a fresh ``ScratchDirectory``, removed afterwards with SQLite's `-wal` and
    /// `-shm` beside it.
    public static func acrossRestart(
        _ prefix: String, schemas: [BaseSchema], before: (InProcessAirtable) throws -> Void,
        after: (InProcessAirtable) throws -> Void
    ) throws {
        let directory = try ScratchDirectory(prefix)
        let path = directory.appending("airtable.sqlite").path
        try withExtendedLifetime(directory) {
            do {
                let first = try responder(schemas: schemas, path: path)
                defer { first.database.close() }
                try before(first)
            }
            try after(try responder(schemas: schemas, path: path))
        }
    }
}
