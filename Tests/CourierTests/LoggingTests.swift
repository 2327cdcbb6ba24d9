import Basics
import Foundation
import Synchronization
import Testing

@testable import Courier

final class LineCollector: Sendable {
    private let storage = Mutex<[(LogLevel, String)]>([])
    var lines: [(LogLevel, String)] { storage.withLock { $0 } }
    var text: String { lines.map(\.1).joined(separator: "\n") }
    var sink: @Sendable (LogLevel, String) -> Void {
        { level, line in self.storage.withLock { $0.append((level, line)) } }
    }
}

@Suite struct LoggingTests {
    @Test func oneLinePerExchangeAtInfo() async throws {
        let log = LineCollector()
        let client = makeClient(
            sequence([.json(#"{"id":1,"name":"a"}"#)]),
            middleware: [LoggingMiddleware(sink: log.sink), ValidationMiddleware()])
        _ = try await client.send(Request<Item>.get("items/1"))
        #expect(log.lines.count == 1)
        let (level, line) = try #require(log.lines.first)
        #expect(level == .info)
        #expect(line.hasPrefix("GET https://api.example.com/v1/items/1 → 200 ("))
        #expect(line.hasSuffix(", 19 B)"))
    }

    /// At `debug`, the transport's measurements follow the exchange's line.
    @Test func theTimingFollowsAtDebug() async throws {
        var measured = HTTPResponse(status: 200)
        measured.metrics = TransferMetrics(
            connect: .microseconds(150), firstByte: .microseconds(1_200), total: .microseconds(1_300),
            reusedConnection: true, remoteAddress: "127.0.0.1:8080", httpVersion: "1.1")
        let response = measured
        let log = LineCollector()
        let client = makeClient(
            StubTransport { _ in .response(response) },
            middleware: [LoggingMiddleware(level: .debug, sink: log.sink)])
        _ = try await client.send(Request<Void>.get("items"))
        #expect(
            log.lines.last?.1
                == "GET https://api.example.com/v1/items timing: connect 0.1 ms (reused), TLS —, "
                + "first byte 1.2 ms, total 1.3 ms, 127.0.0.1:8080, HTTP/1.1")
        let quiet = LineCollector()
        _ = try await makeClient(
            StubTransport { _ in .response(response) }, middleware: [LoggingMiddleware(sink: quiet.sink)]
        )
        .send(Request<Void>.get("items"))
        #expect(quiet.lines.count == 1)
    }

    @Test func failuresLogAsWarningsAndErrors() async {
        let log = LineCollector()
        let client = makeClient(
            sequence([.status(404), .failure(TransportError(.timedOut))]),
            middleware: [LoggingMiddleware(sink: log.sink), ValidationMiddleware()])
        _ = try? await client.send(Request<Void>.get("a"))
        _ = try? await client.send(Request<Void>.get("b"))
        #expect(log.lines.map(\.0) == [.warning, .error])
        #expect(log.lines[1].1.contains("timed out"))
    }

    @Test func secretsNeverReachTheLog() async throws {
        let log = LineCollector()
        let client = makeClient(
            sequence([.status(204)]),
            middleware: [
                LoggingMiddleware(level: .trace, renderCurl: true, sink: log.sink),
                AuthMiddleware(.bearer("s3cr3t-token")),
            ])
        struct Login: Encodable, Sendable {
            let username = "tim"
            let password = "hunter2"
        }
        try await client.send(
            Request<Void>(method: .post, path: "users?api_key=k3y&page=2", body: .json(Login()))
                .header("Cookie", "session=c00kie"))
        // Logging runs before auth here; put it innermost to see what goes on the wire:
        let inner = makeClient(
            sequence([.status(204)]),
            middleware: [
                AuthMiddleware(.bearer("s3cr3t-token")),
                LoggingMiddleware(level: .trace, sink: log.sink),
            ])
        try await inner.send(Request<Void>.get("x?access_token=t0k3n"))
        let text = log.text
        for secret in ["s3cr3t-token", "hunter2", "k3y", "c00kie", "t0k3n"] {
            #expect(!text.contains(secret))
        }
        #expect(text.contains("curl -X POST"))
        #expect(text.contains("\"password\":\"<redacted>\""))
        #expect(text.contains("\"username\":\"tim\""))
        #expect(text.contains("page=2"))
        #expect(text.contains("Authorization: <redacted>"))
    }

    /// A multipart form's fields cannot be masked by name: neither the log nor an error's request
    /// shows its bytes.
    @Test func aMultipartFormNeverReachesTheLog() async throws {
        let log = LineCollector()
        let client = makeClient(
            sequence([.status(204)]),
            middleware: [LoggingMiddleware(level: .trace, renderCurl: true, sink: log.sink)])
        var form = MultipartForm()
        form.append("hunter2", name: "password")
        let request = Request<Void>.post("login", body: .multipart(form))
        try await client.send(request)
        #expect(!log.text.contains("hunter2"))
        #expect(log.text.contains("<a form of "))
        let sent = try client.makeHTTPRequest(request)
        #expect(sent.redacted.body == nil)
    }

    @Test func levelsFilterLines() async throws {
        let log = LineCollector()
        let client = makeClient(
            sequence([.status(204)]), middleware: [LoggingMiddleware(level: .warning, sink: log.sink)])
        try await client.send(Request<Void>.get("x"))
        #expect(log.lines.isEmpty)
        #expect(LogLevel(name: "WARNING") == .warning)
        #expect(LogLevel(name: "loud") == nil)
    }

    @Test func curlRenderingQuotesForTheShell() throws {
        let request = HTTPRequest(
            method: .post, url: try #require(URL(string: "https://h/x")),
            headers: ["Content-Type": "text/plain"], body: Data("it's".utf8))
        #expect(
            CurlCommand.render(request)
                == #"curl -X POST -H 'Content-Type: text/plain' --data 'it'\''s' 'https://h/x'"#)
    }

    @Test func aFileBodyRendersAsCurlReadsAFile() throws {
        var request = HTTPRequest(method: .put, url: try #require(URL(string: "https://h/x")))
        request.bodyFile = URL(fileURLWithPath: "/tmp/it's.bin")
        #expect(
            CurlCommand.render(request) == #"curl -X PUT --data-binary '@/tmp/it'\''s.bin' 'https://h/x'"#)
    }
}
