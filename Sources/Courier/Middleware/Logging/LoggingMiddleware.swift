import Basics
import Foundation

/// Logs one line per exchange — method, URL, status, duration, size — and never a credential.
///
/// Successful exchanges log at `info`, failed statuses at `warning`, transport errors at `error`.
/// At `debug` the (redacted) request headers follow, and the response's ``TransferMetrics`` when
/// the transport measured them; at `trace`, and whenever `renderCurl` is set, a `curl` command that
/// replays the request (secrets masked).
public struct LoggingMiddleware: Middleware {
    /// Lines below this level are dropped.
    public let level: LogLevel
    public let renderCurl: Bool
    private let sink: @Sendable (LogLevel, String) -> Void

    /// - Parameter sink: where lines go; standard error by default.
    public init(
        level: LogLevel = .info, renderCurl: Bool = false,
        sink: @escaping @Sendable (LogLevel, String) -> Void = LoggingMiddleware.standardError
    ) {
        self.level = level
        self.renderCurl = renderCurl
        self.sink = sink
    }

    public func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
        let started = ContinuousClock.now
        if renderCurl || level <= .trace { emit(.trace, CurlCommand.render(request), force: renderCurl) }
        if level <= .debug {
            let headers = Redaction.redactedHeaders(request.headers, keys: request.secretKeys).map {
                "\($0.name): \($0.value)"
            }
            emit(.debug, "\(request.summary) headers: \(headers.joined(separator: "; "))")
        }
        do {
            let response = try await next(request)
            let line =
                "\(request.summary) → \(response.status) (\(Self.elapsed(since: started)), "
                + "\(ByteCount.text(response.body.count)))"
            emit(response.isSuccess || response.status == 304 ? .info : .warning, line)
            if level <= .debug, let metrics = response.metrics {
                emit(.debug, "\(request.summary) timing: \(Self.describe(metrics))")
            }
            return response
        } catch let error as CourierError {
            if case .status(let failure) = error {
                emit(.warning, "\(request.summary) → \(failure.status) (\(Self.elapsed(since: started)))")
            } else {
                emit(.error, "\(error) (\(Self.elapsed(since: started)))")
            }
            throw error
        }
    }

    private func emit(_ lineLevel: LogLevel, _ line: String, force: Bool = false) {
        if force || lineLevel >= level { sink(lineLevel, line) }
    }

    static func elapsed(since start: ContinuousClock.Instant) -> String {
        milliseconds(ContinuousClock.now - start)
    }

    /// `0.4 ms`, `12 ms`: a tenth of a millisecond below ten.
    static func milliseconds(_ duration: Duration) -> String {
        let ms = duration.seconds * 1000
        return ms < 10 ? String(format: "%.1f ms", ms) : "\(Int(ms)) ms"
    }

    /// `connect 0.1 ms (reused), TLS —, first byte 1.2 ms, total 1.3 ms, 127.0.0.1:8080, HTTP/1.1`.
    static func describe(_ metrics: TransferMetrics) -> String {
        var parts = [
            "connect \(milliseconds(metrics.connect))" + (metrics.reusedConnection ? " (reused)" : ""),
            "TLS " + (metrics.tlsHandshake == .zero ? "—" : milliseconds(metrics.tlsHandshake)),
            "first byte \(milliseconds(metrics.firstByte))", "total \(milliseconds(metrics.total))",
        ]
        if metrics.redirects > 0 { parts.append("\(metrics.redirects) redirects") }
        if let address = metrics.remoteAddress { parts.append(address) }
        if let version = metrics.httpVersion { parts.append("HTTP/\(version)") }
        return parts.joined(separator: ", ")
    }

    /// `[level] line`, with its line break: how a client's log line is written.
    public static func text(_ level: LogLevel, _ line: String) -> String { "[\(level)] \(line)\n" }

    /// Writes ``text(_:_:)`` to standard error.
    public static let standardError: @Sendable (LogLevel, String) -> Void = { level, line in
        FileHandle.standardError.write(Data(text(level, line).utf8))
    }
}
