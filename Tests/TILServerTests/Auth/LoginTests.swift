import Basics
import Courier
import Foundation
import TILModels
import Testing

/// `POST /api/users/login` (spec §4): Basic credentials in any scheme case, split at the first colon;
/// every failure is `401 "Unauthorized"`; every login issues a new token and old ones keep working.
@Suite("Login")
struct LoginTests {
    @Test(arguments: Backend.allCases)
    func adminLogsInAndGetsATokenForItself(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let admin = try #require(try await server.api.get([User].self, "/api/users").first)
            #expect(admin.username == "admin" && admin.name == "Admin")
            let response = try await server.client.send(
                .post, "/api/users/login", headers: .basic("admin", "password"))
            #expect(response.status == 200)
            let token = try response.decode(Token.self)
            #expect(token.user.id == admin.id)
            #expect(token.value.count == 24 && token.value.hasSuffix("=="))
            #expect(Data(base64Encoded: token.value)?.count == 16)
        }
    }

    @Test(arguments: Backend.allCases)
    func everyFailureIsUnauthorized(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let encoded = { (text: String) in Data(text.utf8).base64EncodedString() }
            let headers: [HTTPHeaders] = [
                [:], .basic("admin", "wrong"), .basic("admin", "Password"), .basic("nobody", "password"),
                .basic("ADMIN", "password"), .basic("admin", ""), .basic("", ""),
                ["Authorization": "Basic \(encoded("adminpassword"))"],  // no colon
                ["Authorization": "Basic !!!not-base64!!!"], ["Authorization": "Basic"],
                ["Authorization": "Basic "], ["Authorization": "Bearer \(token)"],
                ["Authorization": "Token \(encoded("admin:password"))"],
                ["Authorization": encoded("admin:password")],
            ]
            for header in headers {
                let response = try await server.client.send(.post, "/api/users/login", headers: header)
                #expect(response.status == 401, "\(header.fields.map(\.value))")
                #expect(response.errorReason == "Unauthorized", "\(header.fields.map(\.value))")
                #expect(response.headers["www-authenticate"] == nil)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func theSchemeMatchesInAnyCase(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let credentials = Data("admin:password".utf8).base64EncodedString()
            for scheme in ["Basic", "basic", "BASIC", "bAsIc"] {
                let response = try await server.client.send(
                    .post, "/api/users/login", headers: ["Authorization": "\(scheme) \(credentials)"])
                #expect(response.status == 200, "\(scheme)")
                let token = try response.decode(Token.self).value
                for bearer in ["Bearer", "bearer", "BEARER"] {
                    let created = try await server.client.send(
                        .post, "/api/categories",
                        headers: [
                            "Authorization": "\(bearer) \(token)",
                            "Content-Type": "application/json",
                        ], body: Data(#"{"name":"\#(scheme)"}"#.utf8))
                    #expect(created.status == 200, "\(scheme) / \(bearer)")
                }
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func aPasswordWithColonsIsSplitAtTheFirstColon(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let created = try await server.client.send(
                .post, "/api/users", json: #"{"name":"Colin","username":"col","password":"a:b:c"}"#,
                token: token)
            #expect(created.status == 200)
            #expect(
                try await server.client.send(.post, "/api/users/login", headers: .basic("col", "a:b:c"))
                    .status == 200)
            #expect(
                try await server.client.send(.post, "/api/users/login", headers: .basic("col", "a")).status
                    == 401)
            #expect(
                try await server.client.send(.post, "/api/users/login", headers: .basic("col", "a:b")).status
                    == 401)
        }
    }

    @Test(arguments: Backend.allCases)
    func everyLoginIssuesANewTokenAndOldOnesKeepWorking(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            var tokens: [String] = []
            for _ in 0..<3 { tokens.append(try await server.api.login()) }
            #expect(Set(tokens).count == 3)
            for (index, token) in tokens.reversed().enumerated() {
                let response = try await server.client.send(
                    .post, "/api/acronyms", json: #"{"short":"T\#(index)","long":"Token \#(index)"}"#,
                    token: token)
                #expect(response.status == 200)
            }
            #expect(try await server.api.get([Acronym].self, "/api/acronyms").count == 3)
        }
    }

    @Test(arguments: Backend.allCases)
    func thereIsNoLoginWithoutAuthentication(backend: Backend) async throws {
        try await TILTestServer.run(backend, .chapter11) { server in
            let response = try await server.client.send(
                .post, "/api/users/login", headers: .basic("admin", "password"))
            #expect(response.status == 404)
            #expect(try await server.api.get([User].self, "/api/users").isEmpty)
        }
    }
}
