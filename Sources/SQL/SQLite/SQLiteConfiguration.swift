/// How ``SQLiteDatabase`` opens and tunes its connections.
public struct SQLiteConfiguration: Sendable {
    /// `PRAGMA synchronous`: how hard SQLite works to make a commit survive a crash.
    ///
    /// In WAL mode, ``normal`` keeps every committed transaction across a process crash or `SIGKILL`
    /// (the WAL is in the OS page cache), but the last transactions may be lost on power loss or an OS
    /// crash; ``full`` syncs the WAL on every commit and keeps them. ``off`` is for throw-away data.
    public enum Synchronous: String, Sendable, Hashable {
        /// No syncs at all.
        case off = "OFF"
        /// Syncs at checkpoints only (the default).
        case normal = "NORMAL"
        /// Syncs the WAL at every commit.
        case full = "FULL"
        /// Like ``full``, and also syncs the directory after deleting a journal.
        case extra = "EXTRA"
    }

    /// Durability versus commit speed; ``Synchronous/normal`` by default.
    public var synchronous: Synchronous
    /// How long a statement waits for a lock held by another process (`busy_timeout`) before failing
    /// with ``SQLError/Kind/busy``; also how long a read waits for a free reader connection.
    public var busyTimeout: Duration
    /// How many read-only connections may read at the same time as the writer (file databases only).
    public var readerCount: Int
    /// How many prepared statements each connection keeps, keyed by SQL text.
    public var statementCacheCapacity: Int
    /// Whether this process takes the file for itself (SQLite's `unix-excl` VFS), as a server that
    /// owns its database does: while it is open, other processes cannot open the file (the `sqlite3`
    /// shell included) and ``SQLiteDatabase/init(path:configuration:)`` in a second process fails with
    /// ``SQLError/Kind/busy`` after the busy timeout. In exchange, reads skip the file-lock system
    /// calls that WAL mode otherwise makes on its shared-memory index for every read transaction, and
    /// the lock contention between threads that comes with them. Off by default; in-memory databases
    /// ignore it.
    public var exclusiveToProcess: Bool

    /// The defaults: `synchronous=NORMAL`, 5 s busy timeout, 4 readers, 128 cached statements, the file
    /// shared with other processes.
    public init(
        synchronous: Synchronous = .normal, busyTimeout: Duration = .seconds(5), readerCount: Int = 4,
        statementCacheCapacity: Int = 128, exclusiveToProcess: Bool = false
    ) {
        self.synchronous = synchronous
        self.busyTimeout = busyTimeout
        self.readerCount = readerCount
        self.statementCacheCapacity = statementCacheCapacity
        self.exclusiveToProcess = exclusiveToProcess
    }
}
