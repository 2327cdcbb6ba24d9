import AirtableLocal
import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL
import Terminal

/// Runs `airtable-local`: reads the schemas, opens the data file, prints the endpoint, the bases and
/// the token, serves until SIGINT or SIGTERM, then finishes the requests in flight and exits 0.
enum AirtableLocalMain {
    /// Returns the process exit status (``ServerProgram``).
    static func run(arguments: [String], environment: [String: String]) -> Int32 {
        ServerProgram.run { () throws(UsageError) in
            try AirtableLocalOptions.parse(arguments, environment: environment)
        } serve: { options in
            try serve(options)
        }
    }

    private static func serve(_ options: AirtableLocalOptions) throws {
        var schemas: [BaseSchema] = []
        for file in options.schemaFiles { schemas.append(try schema(at: file)) }
        // Records live in this process's memory, so no other process may write the file meanwhile.
        let database = try SQLiteDatabase(
            path: options.data, configuration: SQLiteConfiguration(exclusiveToProcess: true))
        defer { database.close() }
        let logger = Logger(level: .info)
        let store = try AirtableStore(database: database, schemas: schemas, logger: logger)
        var tokens = options.tokens
        let generated = tokens.isEmpty
        if generated { tokens = [AirtableID.makeToken()] }
        let app = AirtableApplication(
            store: store, tokens: Set(tokens),
            limiter: options.rateLimits ? RateLimiter(penalty: options.rateLimitPenalty) : nil,
            logger: logger)
        // Caught before the listening line: a supervisor may send SIGTERM as soon as it reads it.
        Server.catchSignals()
        let server = Server(
            configuration: app.serverConfiguration(host: options.hostname, port: options.port),
            responder: app.responder)
        let port = try server.start()
        let host = URLHost.bracketed(options.hostname)
        var lines = ["airtable-local listening on http://\(host):\(port) (API at http://\(host):\(port)/v0)"]
        lines.append("data: \(options.data == ":memory:" ? "in memory" : options.data)")
        for schema in store.schemas {
            let tables = schema.tables.map(\.name).joined(separator: ", ")
            lines.append("base \(schema.id) \"\(schema.name)\": \(tables.isEmpty ? "no tables yet" : tables)")
        }
        lines.append(
            generated
                ? "token (made for this run): \(tokens[0])"
                : "token: the one given by --token or AIRTABLE_LOCAL_TOKEN")
        let limits =
            "\(AirtableLimits.requestsPerBase) requests/s per base, \(AirtableLimits.requestsPerToken)/s per token"
        let lockout =
            options.rateLimitPenalty > .zero
            ? ", a 429 locks the base out for \(options.rateLimitPenalty)" : ""
        lines.append("rate limits: \(options.rateLimits ? limits + lockout : "off")")
        FileHandle.standardOutput.write(Data((lines.joined(separator: "\n") + "\n").utf8))
        server.runUntilSignalled()
    }

    /// The base a schema file (`--schema`) describes.
    private static func schema(at path: String) throws(SchemaError) -> BaseSchema {
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = FileProblem.ofReading(path)?.description ?? "it could not be read"
            throw SchemaError("cannot read schema file \(path): \(reason)")
        }
        guard let json = try? JSONValue.parse(Array(data)) else {
            throw SchemaError("\(path) is not valid JSON")
        }
        do {
            return try BaseSchema(json: json)
        } catch {
            throw SchemaError("\(path): \(error.description)")
        }
    }
}
