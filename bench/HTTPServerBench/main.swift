// A server for bench/http-server.sh: a static route and the same JSON list written by JSONWriter and
// by JSONEncoder. Usage: http-server-bench [port] [threads]; LOG_LEVEL (default notice) is read from
// the environment. Stops on SIGINT/SIGTERM.
import Basics
import Foundation
import HTTPServer

struct Acronym: Codable, JSONWritable {
    var id: UUID
    var short: String
    var long: String
    var user: User

    struct User: Codable {
        var id: UUID
    }

    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("id", id)
            json.field("short", short)
            json.field("long", long)
            json.key("user")
            json.object { $0.field("id", user.id) }
        }
    }
}

let arguments = CommandLine.arguments
let port = arguments.count > 1 ? Int(arguments[1]) ?? 8080 : 8080
let threads = arguments.count > 2 ? Int(arguments[2]) ?? 2 : 2
let level = ProcessInfo.processInfo.environment["LOG_LEVEL"].flatMap { LogLevel(name: $0) } ?? .notice

let owner = UUID()
let acronyms = (0..<8).map { index in
    Acronym(id: UUID(), short: "OMG\(index)", long: "Oh My God, number \(index)", user: .init(id: owner))
}
let staticBody = Array(String(repeating: "x", count: 741).utf8)

var router = Router()
router.get("static") { _ in Response(headers: ["content-type": "text/plain; charset=utf-8"], body: staticBody)
}
router.get("json/writer") { _ in .json(acronyms) }
router.get("json/encoder") { _ in try .json(encodable: acronyms) }

let configuration = ServerConfiguration(port: port, threadCount: threads, logLevel: level)
let server = Server(
    configuration: configuration,
    responder: MiddlewareChain([ErrorMiddleware(logger: configuration.logger)], in: router))
do {
    try server.start()
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(1)
}
server.runUntilSignalled(gracePeriod: .seconds(2))
