import AirtableModel
import Basics
import SQL

/// Workspaces and base deletion in the data file. `airtable_workspaces` (the sixth migration) keeps
/// every workspace a base was ever stored in, with when it was first seen, so a workspace outlives
/// its deleted bases as Airtable's does; the migration fills it from the bases already stored.
extension Persistence {
    static let workspacesMigration = Migration(name: "AirtableLocal.Workspaces") { connection, _ in
        try connection.executeScript(
            """
            CREATE TABLE airtable_workspaces (id TEXT PRIMARY KEY, created_ms INTEGER NOT NULL);
            INSERT INTO airtable_workspaces (id, created_ms)
                SELECT workspace_id, MIN(COALESCE(created_ms, 0)) FROM airtable_bases
                WHERE workspace_id IS NOT NULL GROUP BY workspace_id;
            """)
    }

    /// When workspace `id` was first seen; `nil` when no base was ever stored in it.
    func workspaceCreatedTime(_ id: String) throws -> Timestamp? {
        try database.queryFirst("SELECT created_ms FROM airtable_workspaces WHERE id = $1", [id])
            .map { Timestamp(milliseconds: try $0.decode(at: 0, as: Int64.self)) }
    }

    /// Keeps workspace `id` (seen at `time`) unless it is kept already.
    func recordWorkspace(_ id: String, at time: Timestamp, connection: any SQLConnection) throws {
        try connection.execute(
            "INSERT INTO airtable_workspaces (id, created_ms) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING",
            [id, time.milliseconds])
    }

    /// Removes base `baseID` and everything it holds (records, comments, uploaded files, webhooks and
    /// their payloads, its schema row) in one transaction; its workspace stays.
    func deleteBase(_ baseID: String) throws {
        try database.transaction { connection in
            for table in [
                "airtable_records", "airtable_comments", "airtable_attachments", "airtable_webhooks",
                "airtable_webhook_payloads", "airtable_auto_numbers",
            ] {
                try connection.execute("DELETE FROM \(table) WHERE base = $1", [baseID])
            }
            try connection.execute("DELETE FROM airtable_bases WHERE id = $1", [baseID])
        }
    }
}
