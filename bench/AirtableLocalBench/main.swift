// The servers for bench/airtable-local.sh: airtable-local over a temporary SQLite file seeded with
// COUNT records (port PORT), and HTTPServer serving the very same list pages as static bytes
// (port PORT+1, same paths, the page chosen by its `offset`). Rate limits are off.
// Usage: airtable-local-bench PORT COUNT TOKEN; prints "ready" when both listen; stops on SIGINT/SIGTERM.
import AirtableLocal
import AirtableModel
import Basics
import Foundation
import HTTPServer
import SQL

let arguments = CommandLine.arguments
guard arguments.count == 4, let port = Int(arguments[1]), let count = Int(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: airtable-local-bench PORT COUNT TOKEN\n".utf8))
    exit(2)
}
let token = arguments[3]
let schema = BaseSchema(
    id: "appBench000000001", name: "Bench",
    tables: [
        TableSchema(
            id: "tblItems000000001", name: "Items",
            fields: [
                FieldSchema(id: "fldName0000000001", .singleLineText("Name")),
                FieldSchema(id: "fldValue000000001", .number("Value")),
                FieldSchema(id: "fldDone0000000001", .checkbox("Done")),
                FieldSchema(
                    id: "fldTag00000000001",
                    .singleSelect("Tag", choices: ["alpha", "beta"], choiceIDPrefix: "selTag")),
                FieldSchema(id: "fldNote0000000001", .multilineText("Note")),
            ])
    ])
let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "airtable-local-bench-\(getpid()).sqlite"
).path
defer { for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) } }

do {
    let database = try SQLiteDatabase(path: path)
    let store = try AirtableStore(database: database, schemas: [schema])
    let app = AirtableApplication(
        store: store, tokens: [token], limiter: nil, logger: Logger(level: .warning))
    let headers: HTTPHeaders = ["authorization": "Bearer \(token)", "content-type": "application/json"]
    for start in stride(from: 0, to: count, by: 10) {
        let records = (start..<min(count, start + 10)).map { index in
            #"{"fields":{"Name":"Item \#(index)","Value":\#(index),"Done":\#(index % 2 == 0),"Tag":"\#(index % 3 == 0 ? "alpha" : "beta")","Note":"Note number \#(index) for the benchmark"}}"#
        }
        let body = Array("{\"records\":[\(records.joined(separator: ","))]}".utf8)
        let response = try app.responder.respond(
            to: Request(method: "POST", target: "/v0/appBench000000001/Items", headers: headers, body: body))
        guard response.status.code == 200 else { throw SchemaError("seeding failed: \(response.status)") }
    }
    // The static pages: every page of one walk, keyed by the offset that asks for it.
    var pages: [String: [UInt8]] = [:]
    var offset = ""
    repeat {
        let target = "/v0/appBench000000001/Items?pageSize=100" + (offset.isEmpty ? "" : "&offset=\(offset)")
        let body = try app.responder.respond(to: Request(method: "GET", target: target, headers: headers))
            .body
        pages[offset] = body
        offset = (try JSONValue.parse(body))["offset"]?.stringValue ?? ""
    } while !offset.isEmpty
    let staticPages = pages
    var router = Router()
    router.get("v0/:base/:table") { request in
        Response(
            headers: ["content-type": Response.jsonContentType],
            body: staticPages[request.query["offset"] ?? ""] ?? [])
    }
    let level = LogLevel.warning
    let api = Server(
        configuration: app.serverConfiguration(port: port, logLevel: level, accessLogLevel: .debug),
        responder: app.responder)
    let baseline = Server(
        configuration: ServerConfiguration(port: port + 1, logLevel: level, accessLogLevel: .debug),
        responder: router)
    try api.start()
    try baseline.start()
    FileHandle.standardOutput.write(Data("ready: \(count) records, \(staticPages.count) static pages\n".utf8))
    api.runUntilSignalled()
    baseline.shutdown()
    database.close()
} catch {
    FileHandle.standardError.write(Data("airtable-local-bench: \(error)\n".utf8))
    exit(1)
}
