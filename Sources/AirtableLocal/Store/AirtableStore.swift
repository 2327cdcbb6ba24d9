import AirtableModel
import Basics
import Foundation
import SQL

/// The bases served: schemas and records in memory for fast reads, written through to SQLite.
///
/// Readers take a snapshot (`BaseState` is a value; copying it is cheap) and work without locks.
/// Writers are serialised: a write works on a copy, stores its changes in one transaction, and
/// only then publishes the copy, so a failed or refused request leaves nothing behind. A change the
/// data file cannot take is thrown as the database's error: the server logs it and answers
/// Airtable's 500.
public final class AirtableStore: @unchecked Sendable {
    // @unchecked: `bases` is only touched under `stateLock`; writers also hold `writeLock`.
    private let stateLock = NSLock()
    private let writeLock = NSLock()
    private var bases: [String: BaseState] = [:]
    private var baseOrder: [String] = []
    private let persistence: Persistence
    /// The clock for `createdTime`, `lastModifiedTime`, iterator expiry, webhooks' lifetimes and
    /// their notifications' retries.
    let clock: any CourierClock
    /// Sends webhooks' notifications after the writes that give them payloads.
    let notifier: WebhookNotifier
    /// Where failures outside any request go: a notification's outcome the data file did not take.
    let logger: Logger

    /// Opens the store on `database`, serving `schemas`: a base already in the data file keeps its
    /// stored schema (with anything new in the file added); a new one is stored from the file. A
    /// file with a rollup that cannot be computed, or a link whose inverse does not link back, is
    /// refused (`IndexedBase.checkRollups()`, `checkLinks()`). The
    /// bases created over the Metadata API (`POST /v0/meta/bases`) in the data file are served too.
    public init(
        database: any Database, schemas: [BaseSchema], clock: any CourierClock = SystemClock(),
        logger: Logger = Logger(level: .info)
    ) throws {
        persistence = try Persistence(database: database)
        self.clock = clock
        self.logger = logger
        notifier = WebhookNotifier(clock: clock)
        let now = Timestamp(clock.now())
        for file in schemas {
            guard bases[file.id] == nil else { throw SchemaError("base \(file.id) is given twice") }
            let served = try IndexedBase(file)
            try served.checkRollups()
            try served.checkLinks()
            var schema = try persistence.storedSchema(file.id).map(IndexedBase.init) ?? served
            schema.merge(missingFrom: served)
            try open(
                schema, info: try persistence.storedInfo(file.id, now: now) ?? BaseInfo(createdTime: now))
        }
        for id in try persistence.basesCreatedOverAPI() where bases[id] == nil {
            guard let stored = try persistence.storedSchema(id),
                let info = try persistence.storedInfo(id, now: now)
            else { continue }
            try open(try IndexedBase(stored), info: info)
        }
    }

    /// Serves a base with its stored records, comments and webhooks, storing its schema (the fields
    /// its formulas and views read named by id) and information.
    private func open(_ schema: IndexedBase, info: BaseInfo) throws {
        var schema = schema
        schema.referenceFieldsByID()
        var state = BaseState(
            schema: schema, info: info, tables: try persistence.records(schema.id),
            comments: try persistence.comments(schema.id), webhooks: try persistence.webhooks(schema.id))
        state.renderAll()
        var changes = ChangeSet()
        changes.schemaChanged = true
        try persistence.save(changes, base: state)
        bases[schema.id] = state
        baseOrder.append(schema.id)
    }

    /// Serves `state`, a base new to the store (`POST /v0/meta/bases`), once it is stored.
    func create(_ state: BaseState) throws {
        try writeLock.withLock {
            guard snapshot(state.schema.id) == nil else {
                throw AirtableError.invalidRequest("the base exists")
            }
            var changes = ChangeSet()
            changes.schemaChanged = true
            try persistence.save(changes, base: state)
            stateLock.withLock {
                bases[state.schema.id] = state
                baseOrder.append(state.schema.id)
            }
        }
    }

    /// Stops serving base `baseID` and removes it and all it holds from the data file (its workspace
    /// stays), serialised with the writes: a write that comes after finds no base (403), a reader
    /// that took its snapshot before finishes with it. 403 `INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND`
    /// when it is not served; 422 for a `--schema` base, which its file would bring back on the next
    /// start.
    func delete(_ baseID: String) throws {
        try writeLock.withLock {
            guard let state = snapshot(baseID) else { throw AirtableError.modelNotFound }
            guard state.info.createdOverAPI else {
                throw AirtableError.invalidRequest(
                    "base \(baseID) comes from a --schema file, which would bring it back on the next start: "
                        + "start without that file to stop serving it")
            }
            try persistence.deleteBase(baseID)
            stateLock.withLock {
                bases[baseID] = nil
                baseOrder.removeAll { $0 == baseID }
            }
        }
    }

    /// Workspace `id` with the bases served in it; `nil` when no base was ever stored in it (the
    /// local workspace of `--schema` bases is always there). A data file that cannot be read throws.
    func workspace(_ id: String) throws -> WorkspaceInfo? {
        let local = id == BaseInfo.localWorkspaceID ? Timestamp(clock.now()) : nil
        guard let created = try persistence.workspaceCreatedTime(id) ?? local else { return nil }
        let baseIDs = stateLock.withLock {
            baseOrder.filter { (bases[$0]?.info.workspaceID ?? BaseInfo.localWorkspaceID) == id }
        }
        return WorkspaceInfo(id: id, createdTime: created, baseIDs: baseIDs)
    }

    /// The schemas of every base served, in the order given.
    public var schemas: [BaseSchema] {
        stateLock.withLock { baseOrder.compactMap { bases[$0]?.schema.baseSchema } }
    }

    /// A snapshot of one base.
    func snapshot(_ baseID: String) -> BaseState? {
        stateLock.withLock { bases[baseID] }
    }

    /// The uploaded file with attachment id `id`, read from the data file (files are not kept in
    /// memory); `nil` when there is none. A data file that cannot be read throws.
    func file(_ id: String) throws -> StoredFile? {
        try persistence.file(id)
    }

    /// Runs `body` on a copy of the base, records what it changed in the webhooks that watch it,
    /// stores its changes in one transaction, publishes it, and then notifies those webhooks.
    func write<T>(_ baseID: String, _ body: (inout BaseState, inout ChangeSet) throws -> T) throws -> T {
        let (result, notified) = try writeLock.withLock {
            guard var state = snapshot(baseID) else { throw AirtableError.modelNotFound }
            let before = state
            var changes = ChangeSet()
            let result = try body(&state, &changes)
            let notified = recordWebhookPayloads(from: before, to: &state, changes: &changes)
            if changes.schemaChanged {
                state.renderAll()
            } else {
                state.render(changes.saved)
            }
            if !changes.isEmpty { try persistence.save(changes, base: state) }
            let published = state
            stateLock.withLock { bases[baseID] = published }
            return (result, notified)
        }
        for webhookID in notified { notifier.notify(baseID: baseID, webhookID: webhookID, store: self) }
        return result
    }
}
