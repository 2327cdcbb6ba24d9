import Courier
import Foundation
import TILModels
import Testing

/// Route parameters (spec §3.1, §6): a malformed UUID is `404 Not Found`, not 400, on every `:id`
/// route — reads, writes, attach/detach and `DELETE` — and so is a well-formed unknown one.
@Suite("Identifiers in paths")
struct IdentifierTests {
    static let malformed = [
        // ("..", which curl would resolve before sending, is written %2E%2E.)
        "not-a-uuid", "1234", "62CA2F5C-E991-49A1-96D7-753A668C3B5",  // one digit short
        "62CA2F5C-E991-49A1-96D7-753A668C3B57X", "%7B62CA2F5C-E991-49A1-96D7-753A668C3B57%7D",
        "62CA2F5CE99149A196D7753A668C3B57", "%20", "%2E%2E", "%00", "%FF%FE",
    ]

    @Test(arguments: Backend.allCases)
    func malformedAndUnknownIdentifiersAreNotFoundOnEveryRoute(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let category = try await server.api.createCategory()
            let (a, c) = (try #require(acronym.id).uuidString, try #require(category.id).uuidString)
            let token = try await server.api.login()
            let body = #"{"short":"NEW","long":"New"}"#
            for bad in Self.malformed + [UUID().uuidString] {
                let requests: [(HTTPMethod, String, String?)] = [
                    (.get, "/api/acronyms/\(bad)", nil), (.put, "/api/acronyms/\(bad)", body),
                    (.delete, "/api/acronyms/\(bad)", nil), (.get, "/api/acronyms/\(bad)/user", nil),
                    (.get, "/api/acronyms/\(bad)/categories", nil),
                    (.post, "/api/acronyms/\(bad)/categories/\(c)", nil),
                    (.post, "/api/acronyms/\(a)/categories/\(bad)", nil),
                    (.post, "/api/acronyms/\(bad)/categories/\(bad)", nil),
                    (.delete, "/api/acronyms/\(bad)/categories/\(c)", nil),
                    (.delete, "/api/acronyms/\(a)/categories/\(bad)", nil),
                    (.get, "/api/users/\(bad)", nil), (.get, "/api/users/\(bad)/acronyms", nil),
                    (.get, "/api/categories/\(bad)", nil), (.get, "/api/categories/\(bad)/acronyms", nil),
                ]
                for (method, target, json) in requests {
                    let response =
                        if let json {
                            try await server.client.send(method, target, json: json, token: token)
                        } else {
                            try await server.client.send(method, target, headers: .bearer(token))
                        }
                    #expect(response.status == 404, "\(response)")
                    #expect(response.errorReason == "Not Found", "\(response)")
                }
            }
            // Nothing was changed by any of them.
            let acronyms = try await server.api.get([Acronym].self, "/api/acronyms")
            #expect(acronyms == [acronym])
            let categories = try await server.api.get(
                [TILModels.Category].self, "/api/acronyms/\(a)/categories")
            #expect(categories.isEmpty)
        }
    }

    @Test(arguments: Backend.allCases)
    func deletingTwiceIsNotFoundTheSecondTime(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let token = try await server.api.login()
            let target = "/api/acronyms/\(try #require(acronym.id))"
            #expect(try await server.client.send(.delete, target, headers: .bearer(token)).status == 204)
            let again = try await server.client.send(.delete, target, headers: .bearer(token))
            #expect(again.status == 404)
            #expect(again.errorReason == "Not Found")
            #expect(try await server.client.get(target).status == 404)
        }
    }
}
