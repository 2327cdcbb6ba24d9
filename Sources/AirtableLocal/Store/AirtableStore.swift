import AirtableModel
import Basics
import Foundation
import SQL

/// The bases served: schemas and records in memory for fast reads, written through to SQLite.
///
/// Readers take a snapshot (`BaseState` is a value; copying it is cheap) and work without locks.
/// Writers are serialised: a write works on a copy, stores its changes in one transaction, and
/// only then publishes the copy, so a failed or refused request leaves nothing behind.
public final class AirtableStore: @unchecked Sendable {
    // @unchecked: `bases` is only touched under `stateLock`; writers also hold `writeLock`.
    private let stateLock = NSLock()
    private let writeLock = NSLock()
    private var bases: [String: BaseState] = [:]
    private var baseOrder: [String] = []
    private let persistence: Persistence
    /// The clock for `createdTime`, `lastModifiedTime` and iterator expiry.
    let clock: any CourierClock

    /// Opens the store on `database`, serving `schemas`: a base already in the data file keeps its
    /// stored schema (with anything new in the file added); a new one is stored from the file.
    public init(
        database: any Database, schemas: [BaseSchema], clock: any CourierClock = SystemClock()
    ) throws {
        persistence = try Persistence(database: database)
        self.clock = clock
        for file in schemas {
            guard bases[file.id] == nil else { throw SchemaError("base \(file.id) is given twice") }
            let served = try IndexedBase(file)
            var schema = try persistence.storedSchema(file.id).map(IndexedBase.init) ?? served
            schema.merge(missingFrom: served)
            var state = BaseState(schema: schema, tables: try persistence.records(file.id))
            state.renderAll()
            var changes = ChangeSet()
            changes.schemaChanged = true
            try persistence.save(changes, base: state)
            bases[file.id] = state
            baseOrder.append(file.id)
        }
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
    /// memory); `nil` when there is none or it cannot be read.
    func file(_ id: String) -> StoredFile? {
        try? persistence.file(id)
    }

    /// Runs `body` on a copy of the base, stores its changes in one transaction and publishes it.
    func write<T>(_ baseID: String, _ body: (inout BaseState, inout ChangeSet) throws -> T) throws -> T {
        try writeLock.withLock {
            guard var state = snapshot(baseID) else { throw AirtableError.modelNotFound }
            var changes = ChangeSet()
            let result = try body(&state, &changes)
            if changes.schemaChanged {
                state.renderAll()
            } else {
                state.render(changes.saved)
            }
            if !changes.saved.isEmpty || !changes.deleted.isEmpty || changes.schemaChanged
                || !changes.files.isEmpty
            {
                do {
                    try persistence.save(changes, base: state)
                } catch {
                    throw AirtableError.serverError
                }
            }
            let published = state
            stateLock.withLock { bases[baseID] = published }
            return result
        }
    }
}
