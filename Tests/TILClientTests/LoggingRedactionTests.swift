import Courier
import Foundation
import Synchronization
import TILClient
import TILModels
import Testing

/// Request logging (`til --verbose`) never shows the token or the password, even at trace level.
@Suite struct LoggingRedactionTests {
    @Test func tracesMaskTheBearerTokenAndTheBasicCredentials() async throws {
        let lines = Mutex<[String]>([])
        let logging = LoggingMiddleware(level: .trace, renderCurl: true) { _, line in
            lines.withLock { $0.append(line) }
        }
        let directory = FileManager.default.temporaryDirectory.appending(path: "til-log-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let stub = StubTransport { request in
            request.url.path.hasSuffix("login") ? .json(TestData.tokenJSON) : .json(TestData.categoryJSON)
        }
        let session = TILSession(
            configuration: TILConfiguration(
                serverURL: URL(string: "http://localhost:8080")!,  // safe: literal
                credentialsFile: directory.appending(path: "credentials.json")),
            transport: stub, middleware: [logging])
        try await session.login(username: "admin", password: "hunter2")
        _ = try await session.send(TILAPI.Categories.create(name: "Teenager"))

        let logged = lines.withLock { $0 }.joined(separator: "\n")
        #expect(logged.contains("POST http://localhost:8080/api/categories"))
        #expect(!logged.contains(TestData.token))
        #expect(!logged.contains("hunter2"))
        #expect(!logged.contains(Data("admin:hunter2".utf8).base64EncodedString()))
        #expect(
            stub.requests.last?.headers["Authorization"] == "Bearer \(TestData.token)",
            "yet the token was sent")
    }
}
