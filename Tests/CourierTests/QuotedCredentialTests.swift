import Basics
import Foundation
import TestSupport
import Testing

@testable import Courier

/// An API that quotes the credential it refused ("bad token …") does not put it into an error: the
/// refusal's body is masked where the credential is, whether the auth middleware sits inside the
/// validation or outside it, and the API's error is still read from it.
@Suite struct QuotedCredentialTests {
    static let token = "tok-QUOTED-9f3e7a"

    struct APIError: Error, Decodable { var message: String }

    /// A server that answers 401 with the `Authorization` it was sent, in JSON and in words; at
    /// `/mine`, 200 with it (data that happens to hold it).
    func quotingServer() throws -> LoopbackHTTPServer {
        try LoopbackHTTPServer { request in
            let sent = request.header("Authorization") ?? ""
            let body = #"{"message":"bad credentials: \#(sent)"}"#
            return .respond(
                status: request.route == "/mine" ? 200 : 401, headers: [("Content-Type", "application/json")],
                body: Array(body.utf8))
        }
    }

    @Test(arguments: [true, false])
    func aQuotedTokenIsMaskedAndTheAPIErrorStillRead(authOutside: Bool) async throws {
        let server = try quotingServer()
        defer { server.stop() }
        let validation = ValidationMiddleware { try? JSONDecoder().decode(APIError.self, from: $0.body) }
        let auth = AuthMiddleware(.bearer(Self.token))
        let client = Client(
            baseURL: server.url("/"), middleware: authOutside ? [auth, validation] : [validation, auth])

        let error = await #expect(throws: CourierError.self) {
            try await client.send(Request<Void>.get("items"))
        }

        guard case .status(let failure)? = error else {
            Issue.record("expected a status error, got \(String(describing: error))")
            return
        }
        let message = try #require(failure.apiError as? APIError).message
        #expect(message == "bad credentials: <redacted>", "\(message)")
        var dumped = ""
        dump(error, to: &dumped)
        for text in [
            String(describing: error), dumped, String(decoding: failure.response.body, as: UTF8.self),
        ] {
            #expect(!text.contains(Self.token), "\(text)")
        }
        let data = try await client.send(Request<Data>.get("mine"))
        #expect(
            String(decoding: data, as: UTF8.self).contains(Self.token), "a successful body is left as it came"
        )
    }

    /// A successful body is the API's data, left as it came, and a short value is no credential's.
    @Test func onlyARefusalIsMaskedAndOnlyByWhatTheRequestCarries() {
        var request = HTTPRequest(url: URL(fileURLWithPath: "/"))
        request.headers["Authorization"] = "Bearer \(Self.token)"
        #expect(request.quotableSecrets == ["Bearer \(Self.token)", Self.token])
        let echoed = HTTPResponse(status: 403, body: Data("no: \(Self.token)".utf8))
        #expect(
            String(decoding: echoed.masking(request.quotableSecrets).body, as: UTF8.self) == "no: <redacted>")
        #expect(echoed.masking(["no: tok"]).body == echoed.body, "7 bytes, in the body: left")
    }

    /// A token with a `/` quoted in JSON that escapes it, and a key sent in the query, are masked too.
    @Test func escapedSlashesAndQueryKeysAreMasked() throws {
        let url = try #require(URL(string: "https://api.example/items?api_key=key-in-the-query-42&page=2"))
        var request = HTTPRequest(url: url)
        request.headers["Authorization"] = "Bearer abc/def+ghi=="
        #expect(request.quotableSecrets.contains("key-in-the-query-42"))
        #expect(!request.quotableSecrets.contains("2"))
        let echoed = HTTPResponse(
            status: 401, body: Data(#"{"message":"bad abc\/def+ghi== and key-in-the-query-42"}"#.utf8))
        let masked = String(decoding: echoed.masking(request.quotableSecrets).body, as: UTF8.self)
        #expect(masked == #"{"message":"bad <redacted> and <redacted>"}"#, "\(masked)")
    }
}
