import Basics
import Foundation
import HTTPServer
import TestSupport
import Testing

@testable import AirtableLocal

/// A web page on another origin may call airtable-local as it may call Airtable (airtable.js in a
/// browser): its preflight is answered without a token, and every answer, a refusal included, may
/// be read by the page.
@Suite(.offCooperativePool) struct CrossOriginTests {
    private func send(_ port: Int, _ head: String) throws -> RawResponse {
        let connection = try RawConnection(port: port, readTimeout: .seconds(20))
        defer { connection.close() }
        try connection.write(head + "Host: 127.0.0.1\r\nOrigin: http://localhost:3000\r\n\r\n")
        return try connection.readResponse()
    }

    @Test func aBrowsersPreflightIsAnsweredWithoutAToken() throws {
        let airtable = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { airtable.stop() }
        let preflight = try send(
            airtable.port,
            "OPTIONS /v0/\(TestSchema.baseID)/People HTTP/1.1\r\nAccess-Control-Request-Method: PATCH\r\n"
                + "Access-Control-Request-Headers: authorization, content-type, x-airtable-user-agent\r\n")
        #expect(preflight.status == 204)
        #expect(preflight.header("access-control-allow-origin") == "*")
        #expect(preflight.header("access-control-allow-methods")?.contains("PATCH") == true)
        #expect(
            preflight.header("access-control-allow-headers")
                == "authorization, content-type, x-airtable-user-agent")

        let listed = try send(
            airtable.port,
            "GET /v0/\(TestSchema.baseID)/People HTTP/1.1\r\nAuthorization: Bearer \(AirtableHarness.token)\r\n"
        )
        #expect(listed.status == 200 && listed.header("access-control-allow-origin") == "*")
        let refused = try send(airtable.port, "GET /v0/\(TestSchema.baseID)/People HTTP/1.1\r\n")
        #expect(refused.status == 401 && refused.header("access-control-allow-origin") == "*")
        let unknown = try send(
            airtable.port,
            "GET /v0/nothing/here/at/all HTTP/1.1\r\nAuthorization: Bearer \(AirtableHarness.token)\r\n")
        #expect(unknown.status == 404 && unknown.header("access-control-allow-origin") == "*")
    }

    /// The answers the HTTP server makes itself (busy, stopping, a request it cannot read) carry it
    /// too.
    @Test func theServersOwnAnswersMayBeReadToo() {
        for status in [400, 404, 413, 503] as [Response.Status] {
            #expect(
                AirtableGate.render(status, "x").headers["access-control-allow-origin"] == "*", "\(status)")
        }
    }

    /// An `OPTIONS` that is not a preflight is still a request like any other: it needs a token.
    @Test func anOptionsRequestThatIsNotAPreflightNeedsAToken() throws {
        let airtable = try AirtableHarness.responder(schemas: [TestSchema.base()])
        #expect(airtable.call("OPTIONS", "/v0/\(TestSchema.baseID)/People", token: nil).status == 401)
    }
}
