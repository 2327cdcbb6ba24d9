import Basics
import Courier
import Foundation
import HTTPServer
import TILModels
import Testing

@testable import TILServer

/// Secrets never reach the server's log, even at the most verbose level: not passwords (right or
/// wrong), not Basic credentials, not token values (issued, unknown, or sent in a query string), not
/// their stored digests, not password hashes.
@Suite("Secrets in logs")
struct SecretsInLogsTests {
    @Test(arguments: Backend.allCases)
    func noSecretIsEverLogged(backend: Backend) async throws {
        var options = TILTestServer.Options()
        options.logLevel = Basics.LogLevel.trace
        try await TILTestServer.run(backend, options: options) { server in
            let password = "Sup3r-Secret-Pa55"
            let wrong = "Wr0ng-Secret-Pa55"
            let bogus = "bogus-token-Zq9bogus-token"
            let admin = try await server.api.login()
            let created = try await server.client.send(
                .post, "/api/users", json: #"{"name":"Tim","username":"timc","password":"\#(password)"}"#,
                token: admin)
            #expect(created.status == 200)
            let tim = try await server.api.login("timc", password)
            #expect(
                try await server.client.send(.post, "/api/users/login", headers: .basic("timc", wrong)).status
                    == 401)
            #expect(
                try await server.client.send(.post, "/api/users/login", headers: .basic("nobody", wrong))
                    .status == 401)
            let duplicate = try await server.client.send(
                .post, "/api/users", json: #"{"name":"Tim","username":"timc","password":"\#(password)"}"#,
                token: tim)
            #expect(duplicate.status == 409)
            #expect(
                try await server.client.send(.post, "/api/categories", headers: .bearer(bogus)).status == 401)
            #expect(
                try await server.client.send(.post, "/api/acronyms", headers: .basic("timc", password)).status
                    == 401)
            #expect(
                try await server.client.get("/api/acronyms?access_token=\(tim)&token=\(admin)").status == 200)
            let acronym = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":"PW","long":"\#(password)"}"#, token: tim)
            #expect(acronym.status == 200)

            let lines = server.logs.lines.map(\.message)
            #expect(lines.contains { $0.contains("/api/users/login") }, "the access log was not captured")
            let secrets = [
                password, wrong, admin, tim, bogus, SHA256.hex(admin), SHA256.hex(tim), "$2b$",
                Data("timc:\(password)".utf8).base64EncodedString(),
                Data("admin:password".utf8).base64EncodedString(),
                Data("timc:\(wrong)".utf8).base64EncodedString(),
            ]
            for secret in secrets {
                let leaks = lines.filter { $0.contains(secret) }
                #expect(leaks.isEmpty, "a secret was logged: \(leaks)")
            }
        }
    }
}
