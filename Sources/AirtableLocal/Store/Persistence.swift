import AirtableModel
import Basics
import Foundation
import SQL

/// Keeps bases and records in SQLite (a file or `:memory:`) through the project's `SQL` layer.
///
/// Three tables: `airtable_bases` (each base's schema as JSON, rewritten when the Metadata API or a
/// typecast changes it), `airtable_records` (one row per record, cells as JSON keyed by field id) and
/// `airtable_comments` (one row per record comment, added by the second migration); the third
/// migration gives `airtable_bases` each base's `BaseInfo`; the fourth adds `airtable_attachments`
/// (uploaded files by attachment id, with the record holding them: a file goes with its record, or
/// when its record's cells no longer name it); the fifth adds `airtable_webhooks` and
/// `airtable_webhook_payloads` (see `Persistence+Webhooks`); the sixth `airtable_workspaces` (see
/// `Persistence+Workspaces`); the seventh `airtable_auto_numbers`, each table's next autoNumber.
/// A write request is one transaction, so a batch is stored completely or not at all.
struct Persistence: Sendable {
    let database: any Database

    static let migrations = [
        Migration(name: "AirtableLocal.Create") { connection, _ in
            try connection.executeScript(
                """
                CREATE TABLE airtable_bases (id TEXT PRIMARY KEY, schema TEXT NOT NULL);
                CREATE TABLE airtable_records (
                    base TEXT NOT NULL, id TEXT NOT NULL, table_id TEXT NOT NULL,
                    auto_number INTEGER NOT NULL, created_ms INTEGER NOT NULL, modified_ms INTEGER NOT NULL,
                    cells TEXT NOT NULL, PRIMARY KEY (base, id));
                CREATE INDEX airtable_records_table ON airtable_records (base, table_id, auto_number);
                """)
        },
        Migration(name: "AirtableLocal.Comments") { connection, _ in
            try connection.executeScript(
                """
                CREATE TABLE airtable_comments (
                    base TEXT NOT NULL, id TEXT NOT NULL, record_id TEXT NOT NULL, position INTEGER NOT NULL,
                    author_id TEXT NOT NULL, text TEXT NOT NULL, parent_id TEXT,
                    created_ms INTEGER NOT NULL, updated_ms INTEGER, PRIMARY KEY (base, id));
                CREATE INDEX airtable_comments_record ON airtable_comments (base, record_id, position);
                """)
        },
        Migration(name: "AirtableLocal.BaseInfo") { connection, _ in
            try connection.executeScript(
                """
                ALTER TABLE airtable_bases ADD COLUMN workspace_id TEXT;
                ALTER TABLE airtable_bases ADD COLUMN created_ms INTEGER;
                ALTER TABLE airtable_bases ADD COLUMN created_over_api INTEGER NOT NULL DEFAULT 0;
                """)
        },
        Migration(name: "AirtableLocal.Attachments") { connection, _ in
            try connection.executeScript(
                """
                CREATE TABLE airtable_attachments (
                    id TEXT PRIMARY KEY, base TEXT NOT NULL, record TEXT NOT NULL, content_type TEXT NOT NULL,
                    filename TEXT NOT NULL, bytes BLOB NOT NULL);
                CREATE INDEX airtable_attachments_record ON airtable_attachments (base, record);
                """)
        },
        webhooksMigration,
        workspacesMigration,
        // The next autoNumber of each table, which deleting its last records must not lower (they
        // were only ever rebuilt from the records left).
        Migration(name: "AirtableLocal.AutoNumbers") { connection, _ in
            try connection.executeScript(
                """
                CREATE TABLE airtable_auto_numbers (
                    base TEXT NOT NULL, table_id TEXT NOT NULL, next INTEGER NOT NULL,
                    PRIMARY KEY (base, table_id));
                INSERT INTO airtable_auto_numbers (base, table_id, next)
                    SELECT base, table_id, MAX(auto_number) + 1 FROM airtable_records GROUP BY base, table_id;
                """)
        },
    ]

    init(database: any Database) throws {
        self.database = database
        try Migrator.migrate(database, Self.migrations)
    }

    /// The stored schema of `baseID`, if the data file has one.
    func storedSchema(_ baseID: String) throws -> BaseSchema? {
        guard let row = try database.queryFirst("SELECT schema FROM airtable_bases WHERE id = $1", [baseID])
        else {
            return nil
        }
        let text = try row.decode("schema", as: String.self)
        return try BaseSchema(json: JSONValue.parse(Array(text.utf8)))
    }

    /// The stored information of `baseID`, if the data file has the base (a base stored before the
    /// third migration is taken as created at `now`).
    func storedInfo(_ baseID: String, now: Timestamp) throws -> BaseInfo? {
        guard
            let row = try database.queryFirst(
                "SELECT workspace_id, created_ms, created_over_api FROM airtable_bases WHERE id = $1",
                [baseID])
        else { return nil }
        return BaseInfo(
            workspaceID: try row.decode(at: 0, as: String?.self),
            createdTime: try row.decode(at: 1, as: Int64?.self).map { Timestamp(milliseconds: $0) } ?? now,
            createdOverAPI: try row.decode(at: 2, as: Int.self) != 0)
    }

    /// The ids of the bases made by `POST /v0/meta/bases`, oldest first.
    func basesCreatedOverAPI() throws -> [String] {
        try database.query(
            "SELECT id FROM airtable_bases WHERE created_over_api = 1 ORDER BY created_ms, id", []
        ).map { try $0.decode(at: 0, as: String.self) }
    }

    /// Every stored record of `baseID`, by table id.
    func records(_ baseID: String) throws -> [String: TableData] {
        var tables: [String: TableData] = [:]
        let rows = try database.query(
            "SELECT id, table_id, auto_number, created_ms, modified_ms, cells FROM airtable_records "
                + "WHERE base = $1 ORDER BY auto_number", [baseID])
        for row in rows {
            let cellsText = try row.decode(at: 5, as: String.self)
            let cells = try JSONValue.parse(Array(cellsText.utf8)).objectValue ?? [:]
            let record = StoredRecord(
                id: try row.decode(at: 0), tableID: try row.decode(at: 1), autoNumber: try row.decode(at: 2),
                createdTime: Timestamp(milliseconds: try row.decode(at: 3, as: Int64.self)),
                modifiedTime: Timestamp(milliseconds: try row.decode(at: 4, as: Int64.self)),
                cells: cells)
            tables[record.tableID, default: TableData()].insert(record)
        }
        for row in try database.query(
            "SELECT table_id, next FROM airtable_auto_numbers WHERE base = $1", [baseID])
        {
            let table = try row.decode(at: 0, as: String.self)
            let next = try row.decode(at: 1, as: Int.self)
            tables[table, default: TableData()].nextAutoNumber = max(tables[table]?.nextAutoNumber ?? 1, next)
        }
        return tables
    }

    /// Every stored comment of `baseID`.
    func comments(_ baseID: String) throws -> RecordComments {
        var comments = RecordComments()
        let rows = try database.query(
            "SELECT id, record_id, position, author_id, text, parent_id, created_ms, updated_ms "
                + "FROM airtable_comments WHERE base = $1 ORDER BY position", [baseID])
        for row in rows {
            comments.put(
                StoredComment(
                    id: try row.decode(at: 0), recordID: try row.decode(at: 1),
                    position: try row.decode(at: 2),
                    authorID: try row.decode(at: 3), text: try row.decode(at: 4),
                    parentID: try row.decode(at: 5, as: String?.self),
                    createdTime: Timestamp(milliseconds: try row.decode(at: 6, as: Int64.self)),
                    updatedTime: try row.decode(at: 7, as: Int64?.self).map { Timestamp(milliseconds: $0) }))
        }
        return comments
    }

    /// The uploaded file with attachment id `id`, if one is stored.
    func file(_ id: String) throws -> StoredFile? {
        guard
            let row = try database.queryFirst(
                "SELECT record, content_type, filename, bytes FROM airtable_attachments WHERE id = $1", [id])
        else { return nil }
        return StoredFile(
            id: id, recordID: try row.decode(at: 0), contentType: try row.decode(at: 1),
            filename: try row.decode(at: 2), bytes: try row.decode(at: 3, as: [UInt8].self))
    }

    /// Stores one request's changes in a single transaction.
    func save(_ changes: ChangeSet, base: BaseState) throws {
        try database.transaction { connection in
            if changes.schemaChanged {
                try connection.execute(
                    "INSERT INTO airtable_bases (id, schema, workspace_id, created_ms, created_over_api) "
                        + "VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO UPDATE SET schema = excluded.schema, "
                        + "created_ms = COALESCE(airtable_bases.created_ms, excluded.created_ms)",
                    [
                        base.schema.id, base.schema.baseSchema.jsonText, base.info.workspaceID,
                        base.info.createdTime.milliseconds, base.info.createdOverAPI ? 1 : 0,
                    ])
                try recordWorkspace(
                    base.info.workspaceID ?? BaseInfo.localWorkspaceID, at: base.info.createdTime,
                    connection: connection)
            }
            for id in changes.deleted {
                try connection.execute(
                    "DELETE FROM airtable_records WHERE base = $1 AND id = $2", [base.schema.id, id])
                try connection.execute(
                    "DELETE FROM airtable_comments WHERE base = $1 AND record_id = $2", [base.schema.id, id])
                try connection.execute(
                    "DELETE FROM airtable_attachments WHERE base = $1 AND record = $2", [base.schema.id, id])
            }
            for id in changes.deletedComments.keys {
                try connection.execute(
                    "DELETE FROM airtable_comments WHERE base = $1 AND id = $2", [base.schema.id, id])
            }
            for (id, recordID) in changes.savedComments {
                guard let comment = base.comments.comment(id, on: recordID) else { continue }
                try connection.execute(
                    "INSERT INTO airtable_comments (base, id, record_id, position, author_id, text, parent_id, "
                        + "created_ms, updated_ms) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) "
                        + "ON CONFLICT (base, id) DO UPDATE SET text = excluded.text, updated_ms = excluded.updated_ms",
                    [
                        base.schema.id, comment.id, comment.recordID, comment.position, comment.authorID,
                        comment.text, comment.parentID, comment.createdTime.milliseconds,
                        comment.updatedTime?.milliseconds,
                    ])
            }
            for file in changes.files {
                try connection.execute(
                    "INSERT INTO airtable_attachments (id, base, record, content_type, filename, bytes) "
                        + "VALUES ($1, $2, $3, $4, $5, $6)",
                    [file.id, base.schema.id, file.recordID, file.contentType, file.filename, file.bytes])
            }
            for id in changes.attachmentsChanged {
                guard let record = base.record(id) else { continue }
                try connection.execute(
                    "DELETE FROM airtable_attachments WHERE base = $1 AND record = $2 "
                        + "AND id NOT IN (SELECT value FROM json_each($3))",
                    [
                        base.schema.id, id,
                        JSONValue.array(record.attachmentIDs.map(JSONValue.string)).jsonText,
                    ])
            }
            try saveWebhooks(changes, base: base, connection: connection)
            var nextAutoNumbers: [String: Int] = [:]
            for id in changes.saved {
                guard let record = base.record(id) else { continue }
                nextAutoNumbers[record.tableID] = max(
                    nextAutoNumbers[record.tableID] ?? 0, record.autoNumber + 1)
            }
            for (table, next) in nextAutoNumbers {
                try connection.execute(
                    "INSERT INTO airtable_auto_numbers (base, table_id, next) VALUES ($1, $2, $3) "
                        + "ON CONFLICT (base, table_id) DO UPDATE SET next = excluded.next "
                        + "WHERE airtable_auto_numbers.next < excluded.next",
                    [base.schema.id, table, next])
            }
            for id in changes.saved {
                guard let record = base.record(id) else { continue }
                var json = JSONWriter(capacity: 256)
                JSONValue.object(record.cells).write(to: &json)
                try connection.execute(
                    "INSERT INTO airtable_records (base, id, table_id, auto_number, created_ms, modified_ms, cells) "
                        + "VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (base, id) DO UPDATE SET "
                        + "table_id = excluded.table_id, modified_ms = excluded.modified_ms, cells = excluded.cells",
                    [
                        base.schema.id, record.id, record.tableID, record.autoNumber,
                        record.createdTime.milliseconds, record.modifiedTime.milliseconds,
                        String(decoding: json.bytes, as: UTF8.self),
                    ])
            }
        }
    }
}
