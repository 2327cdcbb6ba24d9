import Airtable
import AirtableModel
import Foundation
import TestSupport
import Testing

/// The client holds Airtable's answers to its body limit, from a real socket.
@Suite struct ResponseLimitTests {
    @Test func aPageOverTheLimitIsRefused() async throws {
        // Valid JSON, padded with spaces past the default limit.
        let page = Array(#"{"records":[]}"#.utf8)
        let body =
            page + [UInt8](repeating: UInt8(ascii: " "), count: AirtableConfiguration.defaultMaxResponseBytes)
        let server = try LoopbackHTTPServer { _ in .ok(body, contentType: "application/json") }
        defer { server.stop() }
        let client = AirtableClient(
            AirtableConfiguration(endpoint: server.url(""), token: "patTEST.secret", rateLimits: .unlimited))
        let error = await #expect(throws: AirtableError.self) {
            _ = try await client.base("appTESTBASE000001").table("T", as: [String: CellValue].self).all()
        }
        #expect(error?.type == .decoding)
        let limit = AirtableConfiguration.defaultMaxResponseBytes
        #expect(
            error?.message.contains("larger than the limit of \(limit) bytes") == true,
            "\(String(describing: error))")
    }
}
