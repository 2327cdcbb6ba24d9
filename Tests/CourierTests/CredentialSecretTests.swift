import Basics
import Foundation
import TestSupport
import Testing

@testable import Courier

/// A credential, the middleware that holds it and the client built with it never show the secret
/// when printed, debug-printed or dumped.
struct CredentialSecretTests {
    static let secret = "tok-SECRET-9e2f"

    @Test(arguments: [
        Credential.bearer(secret), .basic(username: "tim", password: secret),
        .header(name: "X-Api-Key", value: secret),
    ])
    func aCredentialShowsItsKindButNotItsSecret(_ credential: Credential) {
        for text in renderings(of: credential) {
            #expect(!text.contains(Self.secret))
            #expect(text.contains("Credential."))
        }
    }

    @Test func aClientWithAnAuthMiddlewareShowsNoToken() throws {
        let auth = AuthMiddleware(.bearer(Self.secret))
        let base = try #require(URL(string: "http://127.0.0.1:1/"))
        let client = Client(baseURL: base, middleware: [ValidationMiddleware(), auth])
        for text in renderings(of: auth) + renderings(of: client) {
            #expect(!text.contains(Self.secret))
        }
    }

    @Test func aClientsDefaultHeadersShowNoKey() throws {
        let base = try #require(URL(string: "http://127.0.0.1:1/"))
        let client = Client(
            baseURL: base, headers: ["X-Api-Key": Self.secret, "Accept": "application/json"],
            middleware: [ValidationMiddleware()], transport: StubTransport())
        for text in renderings(of: client) {
            #expect(!text.contains(Self.secret))
            #expect(text.contains("Accept: application/json"))
            #expect(text.contains("ValidationMiddleware"))
        }
    }

    @Test func theHeaderStillCarriesTheSecret() {
        #expect(Credential.bearer(Self.secret).header.value == "Bearer \(Self.secret)")
    }

    /// What a middleware sees on the way out (with the `Authorization` the auth middleware added)
    /// and on the way back (with a `Set-Cookie`) prints with both masked.
    @Test func aRequestAndAResponsePrintWithTheirCredentialsMasked() async throws {
        let printing = Printing()
        let stub = StubTransport { _ in .json("{}", headers: ["Set-Cookie": "session=\(Self.secret)"]) }
        let base = try #require(URL(string: "https://api.example.test/"))
        let client = Client(
            baseURL: base, middleware: [AuthMiddleware(.bearer(Self.secret)), printing], transport: stub)
        try await client.send(
            Request<Void>.get("items", query: [URLQueryItem(name: "token", value: Self.secret)]))
        let texts = printing.seen.withLock { $0 }
        #expect(texts.count == 6)
        for text in texts { #expect(!text.contains(Self.secret)) }
        #expect(texts[0].hasPrefix("GET https://api.example.test/items?token=%3Credacted%3E"))
        #expect(texts[0].contains("Authorization: <redacted>"))
        #expect(texts[3].hasPrefix("200"))
    }

    /// Keeps every rendering of the request it passes on and the response it gets back.
    private struct Printing: Middleware {
        let seen = Locked<[String]>([])

        func intercept(_ request: HTTPRequest, next: Next) async throws -> HTTPResponse {
            let response = try await next(request)
            seen.withLock { $0 += renderings(of: request) + renderings(of: response) }
            return response
        }
    }
}
