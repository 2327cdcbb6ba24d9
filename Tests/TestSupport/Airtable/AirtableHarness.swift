import AirtableModel
import Basics
import HTTPServer

/// airtable-local for tests, started one of three ways, each accepting the one ``token``:
///
/// - ``responder(schemas:rateLimits:path:)``: the application called directly in this process,
///   no sockets (``InProcessAirtable``): for the server's own behaviour, and for a client given its
///   ``InProcessAirtable/transport``;
/// - ``socket(schemas:rateLimits:)``: the same application served by `HTTPServer` on 127.0.0.1, on a
///   port the system picks (``ServedAirtable``): for clients that need the wire;
/// - ``process(schema:data:rateLimits:_:)``: the built `airtable-local` executable as a child process
///   (``AirtableLocalProcess``): for the command-line apps, which are child processes too.
///
/// In the responder and socket modes, the store's time comes from a `ManualClock` that only the test
/// moves.
///
/// ```swift
/// let airtable = try AirtableHarness.responder(schemas: [base])
/// let reply = airtable.call("GET", "/v0/\(base.id)/People")
/// ```
public enum AirtableHarness {
    /// The bearer token every mode accepts, in the shape of a personal access token.
    public static let token = "patCourierTests01." + String(repeating: "0123456789abcdef", count: 4)

    /// Whether the in-process modes apply Airtable's rate limits, and on which clock.
    public enum RateLimits: Sendable {
        case off
        /// On, counting time on the harness's `ManualClock`: a window ends only when the test moves it.
        case onManualClock
        /// On the harness's `ManualClock`, with a lockout: a base that got a 429 answers 429 for
        /// this long (`--rate-limit-penalty`).
        case lockingOutOnManualClock(Duration)
        /// On, counting real time: for a client whose governor paces itself by the system clock.
        case onSystemClock
    }

    /// The application in this process, called through its responder; its records in memory, or in
    /// the SQLite file at `path`. What it logs goes to `logger` (by default, only critical messages,
    /// to standard error).
    public static func responder(
        schemas: [BaseSchema], rateLimits: RateLimits = .off, path: String = ":memory:",
        logger: Logger = Logger(level: .critical)
    ) throws -> InProcessAirtable {
        try InProcessAirtable(schemas: schemas, rateLimits: rateLimits, path: path, logger: logger)
    }

    /// The application in this process, served on 127.0.0.1; stop it with ``ServedAirtable/stop()``.
    /// Each request that changes records is answered `writeDelay` late, as a slow connection to
    /// Airtable would be.
    public static func socket(
        schemas: [BaseSchema], rateLimits: RateLimits = .off, writeDelay: Duration = .zero
    ) throws -> ServedAirtable {
        try ServedAirtable(
            try InProcessAirtable(
                schemas: schemas, rateLimits: rateLimits, path: ":memory:", logger: Logger(level: .critical)),
            writeDelay: writeDelay)
    }

    /// Starts `airtable-local` on `schema` (a base schema file's text) with its records in `data` (a
    /// file path) or in memory, runs `body` with it, and stops it whether `body` throws or not.
    public static func process<Value: Sendable>(
        schema: String, data: String = ":memory:", rateLimits: Bool = true,
        _ body: (AirtableLocalProcess) async throws -> Value
    ) async throws -> Value {
        try await stoppingAfterwards(
            try await AirtableLocalProcess.start(schema: schema, data: data, rateLimits: rateLimits),
            stop: { await $0.stop() }, body)
    }
}
