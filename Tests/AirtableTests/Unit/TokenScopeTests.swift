import AirtableModel
import Basics
import Courier
import Foundation
import Testing

@testable import Airtable

/// The token goes to the API host only and never into errors or log lines.
@Suite struct TokenScopeTests {
    @Test func tokenOnlyToTheAPIHost() async throws {
        let stub = StubAirtable { _ in .json(Samples.record("rec00000000000001")) }
        _ = try await stub.table().get("rec00000000000001")
        _ = try? await stub.client.http.send(Request<Data>(path: "https://dl.airtable.com/attachment.jpg"))
        #expect(stub.requests[0].headers["Authorization"] == "Bearer \(StubAirtable.token)")
        #expect(stub.requests[1].url.host == "dl.airtable.com")
        #expect(stub.requests[1].headers["Authorization"] == nil)
    }

    /// Real Airtable takes uploads at `content.airtable.com`, with the token; other endpoints
    /// (airtable-local) take them on the endpoint itself.
    @Test func uploadsGoToTheContentHostWithTheToken() async throws {
        let stub = StubTransport { _ in .json(Samples.record("rec00000000000001")) }
        let client = AirtableClient(
            AirtableConfiguration(token: StubAirtable.token, rateLimits: .unlimited), transport: stub)
        _ = try await client.base(StubAirtable.baseID).table("T", as: [String: CellValue].self)
            .uploadAttachment(
                Data("x".utf8), filename: "x.txt", contentType: "text/plain", to: "rec00000000000001",
                field: "Files")
        let sent = try #require(stub.requests.first)
        #expect(
            sent.url.absoluteString
                == "https://content.airtable.com/v0/\(StubAirtable.baseID)/rec00000000000001/Files/uploadAttachment"
        )
        #expect(sent.headers["Authorization"] == "Bearer \(StubAirtable.token)")
        let body = try JSONValue.parse(Array(sent.body ?? Data()))
        #expect(body["file"] == .string(Data("x".utf8).base64EncodedString()))
        #expect(body["filename"] == .string("x.txt"))
        #expect(body["contentType"] == .string("text/plain"))

        let local = StubAirtable { _ in .json(Samples.record("rec00000000000001")) }
        _ = try await local.table().uploadAttachment(
            Data("x".utf8), filename: "x.txt", contentType: "text/plain", to: "rec00000000000001", field: "F")
        #expect(local.requests.first?.url.host() == "api.airtable.test")
    }

    @Test func errorsAndLogsNeverShowTheToken() async throws {
        let lines = Locked<[String]>([])
        let transport = StubTransport { _ in
            .json(
                #"{"error":{"type":"AUTHENTICATION_REQUIRED","message":"Authentication required"}}"#,
                status: 401)
        }
        let client = AirtableClient(
            AirtableConfiguration(
                endpoint: URL(string: "https://api.airtable.test")!, token: StubAirtable.token),
            transport: transport,
            middleware: [
                LoggingMiddleware(level: .trace, renderCurl: true) { _, line in
                    lines.withLock { $0.append(line) }
                }
            ])
        let error = await #expect(throws: AirtableError.self) {
            _ = try await client.base(StubAirtable.baseID).table("T", as: [String: CellValue].self).all()
        }
        #expect(error?.failureKind == .authentication)
        #expect(error?.status == 401)
        #expect(!"\(String(describing: error))".contains("patTESTTOKEN"))
        #expect(!lines.withLock { $0 }.isEmpty)
        #expect(lines.withLock { $0 }.allSatisfy { !$0.contains("patTESTTOKEN") })
    }

    @Test func unreachableServer() async throws {
        let stub = StubAirtable { _ in .failure(TransportError(.cannotConnect, "connection refused")) }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.client.whoami() }
        #expect(error?.type == .unreachable)
        #expect(error?.status == nil)
    }

    @Test func errorStatusWithoutAnAirtableBody() async throws {
        let stub = StubAirtable { _ in
            .response(HTTPResponse(status: 502, body: Data("<html>bad gateway</html>".utf8)))
        }
        let error = await #expect(throws: AirtableError.self) { _ = try await stub.client.whoami() }
        #expect(error?.status == 502)
        #expect(error?.type == .httpError)
    }
}
