import Basics
import Courier
import Foundation
import TILModels
import Testing

/// The token guard on every writing route (spec §4): without a valid bearer token — no header, an
/// unknown token, another scheme, or Basic credentials — the answer is
/// `401 {"error":true,"reason":"User not authenticated."}` with no `WWW-Authenticate`, and nothing changes.
/// Reading routes need nothing.
@Suite("Token guard")
struct GuardTests {
    @Test(arguments: Backend.allCases)
    func protectedRoutesRefuseCallersWithoutAValidToken(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let category = try await server.api.createCategory()
            let (a, c) = (try #require(acronym.id), try #require(category.id))
            let token = try await server.api.login()
            let routes: [(HTTPMethod, String, String?)] = [
                (.post, "/api/acronyms", #"{"short":"NEW","long":"New"}"#),
                (.put, "/api/acronyms/\(a)", #"{"short":"NEW","long":"New"}"#),
                (.delete, "/api/acronyms/\(a)", nil),
                (.post, "/api/acronyms/\(a)/categories/\(c)", nil),
                (.delete, "/api/acronyms/\(a)/categories/\(c)", nil),
                (.post, "/api/users", #"{"name":"Tim","username":"timc","password":"secret"}"#),
                (.post, "/api/categories", #"{"name":"New"}"#),
            ]
            let credentials: [HTTPHeaders] = [
                [:], .bearer("not-a-token"), .bearer(String(token.dropLast(4)) + "AAA="), .bearer(""),
                ["Authorization": "Token \(token)"], ["Authorization": token], .basic("admin", "password"),
                ["Authorization": "Bearer"], ["Authorization": "Bearer\(token)"],
            ]
            for (method, target, json) in routes {
                for credential in credentials {
                    var headers = credential
                    if json != nil { headers["Content-Type"] = "application/json" }
                    let response = try await server.client.send(
                        method, target, headers: headers, body: json.map { Data($0.utf8) })
                    #expect(response.status == 401, "\(response) with \(credential.fields.map(\.value))")
                    #expect(response.errorReason == "User not authenticated.", "\(response)")
                    #expect(response.headers["www-authenticate"] == nil)
                }
            }
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == [acronym])
            #expect(try await server.api.get([User].self, "/api/users").count == 2)
            #expect(try await server.api.get([TILModels.Category].self, "/api/categories") == [category])
            #expect(
                try await server.api.get([TILModels.Category].self, "/api/acronyms/\(a)/categories").isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func readingRoutesArePublic(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let category = try await server.api.createCategory()
            try await server.api.attach(acronym, to: category)
            let (a, c, u) = (try #require(acronym.id), try #require(category.id), acronym.user.id)
            for target in [
                "/api/acronyms", "/api/acronyms/\(a)", "/api/acronyms/\(a)/user",
                "/api/acronyms/\(a)/categories",
                "/api/acronyms/search?term=TIL", "/api/acronyms/first", "/api/acronyms/sorted", "/api/users",
                "/api/users/\(u)", "/api/users/\(u)/acronyms", "/api/categories", "/api/categories/\(c)",
                "/api/categories/\(c)/acronyms", "/hello", "/",
            ] {
                #expect(try await server.client.get(target).status == 200, "\(target)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func withoutAuthenticationEveryRouteIsPublic(backend: Backend) async throws {
        try await TILTestServer.run(backend, .chapter11) { server in
            let user = try await server.api.createUser()
            let acronym = try await server.api.createAcronym(user: user)
            let category = try await server.api.createCategory()
            try await server.api.attach(acronym, to: category)
            let a = try #require(acronym.id)
            let update = try await server.client.send(
                .put, "/api/acronyms/\(a)", json: #"{"short":"X","long":"Y","userID":"\#(acronym.user.id)"}"#)
            #expect(update.status == 200)
            let detach = try await server.client.send(
                .delete, "/api/acronyms/\(a)/categories/\(try #require(category.id))")
            #expect(detach.status == 204)
            #expect(try await server.client.send(.delete, "/api/acronyms/\(a)").status == 204)
        }
    }
}
