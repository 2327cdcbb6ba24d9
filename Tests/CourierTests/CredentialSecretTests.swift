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

    @Test func theHeaderStillCarriesTheSecret() {
        #expect(Credential.bearer(Self.secret).header.value == "Bearer \(Self.secret)")
    }
}
