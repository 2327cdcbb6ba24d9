import Basics
import Foundation
import TestSupport
import Testing

/// A request without a valid token is answered when its headers arrive, before any of its body is
/// read or held, over a real server on loopback.
@Suite(.offCooperativePool) struct PreAuthUploadTests {
    /// Runs `body` with the port of a fresh in-memory airtable-local on a socket.
    func withServer(_ body: (Int) throws -> Void) throws {
        let airtable = try AirtableHarness.socket(schemas: [TestSchema.base()])
        defer { airtable.stop() }
        try body(airtable.port)
    }

    /// Sends only the headers of a 1 MB upload and reads the answer, which must come without the body.
    func headersOfAnUpload(port: Int, target: String, authorization: String?) throws -> RawResponse {
        let connection = try RawConnection(port: port, readTimeout: .seconds(20))
        defer { connection.close() }
        try connection.write(
            "POST \(target) HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                + (authorization.map { "Authorization: \($0)\r\n" } ?? "") + "Content-Length: 1000000\r\n\r\n"
        )
        return try connection.readResponse()
    }

    @Test(arguments: [nil, "Bearer patNotAToken.0123", "Basic dXNlcjpwYXNz"])
    func anUploadWithoutAValidTokenIsRefusedBeforeItsBody(authorization: String?) throws {
        try withServer { port in
            let response = try headersOfAnUpload(
                port: port, target: "/v0/\(TestSchema.baseID)/People", authorization: authorization)
            #expect(response.status == 401)
            #expect(response.header("content-type") == "application/json; charset=utf-8")
            #expect(
                try JSONValue.parse(response.body)["error"]?["type"] == .string("AUTHENTICATION_REQUIRED"))
            #expect(response.header("connection")?.lowercased() == "close")
        }
    }

    /// Screening comes before the body's size: an unauthenticated upload over 2 MiB gets 401 when its
    /// headers arrive (as one under it does), not 413.
    @Test func anUnauthenticatedUploadOverTheBodyLimitGets401Not413() throws {
        try withServer { port in
            let connection = try RawConnection(port: port, readTimeout: .seconds(20))
            defer { connection.close() }
            try connection.write(
                "POST /v0/\(TestSchema.baseID)/People HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                    + "Content-Length: \(3 << 20)\r\n\r\n")
            let response = try connection.readResponse()
            #expect(response.status == 401)
            #expect(
                try JSONValue.parse(response.body)["error"]?["type"] == .string("AUTHENTICATION_REQUIRED"))
            #expect(response.header("connection")?.lowercased() == "close")
        }
    }

    @Test func anOverlongURLIsRefusedBeforeItsBody() throws {
        try withServer { port in
            let target =
                "/v0/\(TestSchema.baseID)/People?filterByFormula=" + String(repeating: "x", count: 16_000)
            let response = try headersOfAnUpload(
                port: port, target: target, authorization: "Bearer \(AirtableHarness.token)")
            #expect(response.status == 414)
            #expect(
                try JSONValue.parse(response.body)["error"]?["type"]
                    == .string("INVALID_REQUEST_URL_TOO_LONG"))
        }
    }

    @Test func aValidTokenStillUploadsOnTheSameKindOfConnection() throws {
        try withServer { port in
            let connection = try RawConnection(port: port, readTimeout: .seconds(20))
            defer { connection.close() }
            let body = #"{"fields":{"Name":"Early"}}"#
            try connection.write(
                "POST /v0/\(TestSchema.baseID)/People HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
                    + "Authorization: Bearer \(AirtableHarness.token)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                    + body)
            let created = try connection.readResponse()
            #expect(created.status == 200, "\(created.text)")
            #expect(try JSONValue.parse(created.body)["fields"]?["Name"] == .string("Early"))
            // Kept alive: a request without a token on it is refused, and nothing was created by it.
            try connection.write("GET /v0/\(TestSchema.baseID)/People HTTP/1.1\r\nHost: t\r\n\r\n")
            #expect(try connection.readResponse().status == 401)
        }
    }
}
