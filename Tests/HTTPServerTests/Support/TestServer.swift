import Basics
import Foundation
import HTTPServer

/// Log lines collected from a server, for assertions.
final class LogCapture: @unchecked Sendable {  // safe: `lines` only accessed under `lock`
    private let lock = NSLock()
    private var collected: [(level: LogLevel, message: String)] = []

    var sink: LogSink {
        let capture = self
        return { level, message in capture.append(level, message) }
    }

    private func append(_ level: LogLevel, _ message: String) {
        lock.lock()
        collected.append((level, message))
        lock.unlock()
    }

    var lines: [(level: LogLevel, message: String)] {
        lock.lock()
        defer { lock.unlock() }
        return collected
    }

    var messages: [String] { lines.map(\.message) }
}

extension ServerConfiguration {
    /// An ephemeral port on 127.0.0.1, two threads, short timeouts, warnings only.
    static func test(logs: LogCapture? = nil, logLevel: LogLevel = .warning) -> ServerConfiguration {
        var sink: LogSink = { _, _ in }
        if let logs { sink = logs.sink }
        return ServerConfiguration(
            port: 0, threadCount: 2, connectionTimeout: .seconds(5), logLevel: logLevel, logSink: sink)
    }
}

/// Starts a server for `responder`, runs `body` with its port, and shuts it down.
func withServer<Result>(
    _ configuration: ServerConfiguration = .test(), responder: any Responder, _ body: (Int) throws -> Result
) throws -> Result {
    let server = Server(configuration: configuration, responder: responder)
    let port = try server.start()
    defer { server.shutdown(gracePeriod: .seconds(2)) }
    return try body(port)
}

/// A router built by `routes` behind an `ErrorMiddleware`, as applications set it up.
func app(logger: Logger = Logger(sink: { _, _ in }), _ routes: (inout Router) -> Void) -> any Responder {
    var router = Router()
    routes(&router)
    return MiddlewareChain([ErrorMiddleware(logger: logger)], in: router)
}
