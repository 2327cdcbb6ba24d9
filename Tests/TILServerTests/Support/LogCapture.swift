import Basics
import Foundation
import HTTPServer

/// Every line a test server logs, kept for assertions (no secret may appear in them; no request may
/// fail with an internal error).
final class LogCapture: @unchecked Sendable {  // safe: `collected` is only touched under `lock`
    private let lock = NSLock()
    private var collected: [(level: LogLevel, message: String)] = []

    var sink: LogSink {
        { [self] level, message in lock.withLock { collected.append((level, message)) } }
    }

    var lines: [(level: LogLevel, message: String)] { lock.withLock { collected } }

    /// The messages logged at `error` or above.
    var errors: [String] { lines.filter { $0.level >= .error }.map(\.message) }
}
