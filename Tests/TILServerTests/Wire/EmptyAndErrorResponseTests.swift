import Basics
import Courier
import Foundation
import TILModels
import Testing

/// Response framing (spec §2, §8): `201` from attach has `content-length: 0` and no content type;
/// `204` has neither; every error is `{"error":true,"reason":…}` as `application/json; charset=utf-8`;
/// `connection: keep-alive` and `date` are always there; text routes are `text/plain; charset=utf-8`.
@Suite("Empty and error responses")
struct EmptyAndErrorResponseTests {
    @Test(arguments: Backend.allCases)
    func createdAndNoContentCarryNoContentType(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let category = try await server.api.createCategory()
            let token = try await server.api.login()
            let link = "/api/acronyms/\(try #require(acronym.id))/categories/\(try #require(category.id))"
            for response in [
                try await server.client.send(.post, link, headers: .bearer(token)),
                try await server.client.send(.post, link, headers: .bearer(token)),
            ] {
                #expect(response.status == 201)
                #expect(response.headers["content-length"] == "0")
                #expect(response.headers["content-type"] == nil)
                #expect(response.body.isEmpty)
            }
            for response in [
                try await server.client.send(.delete, link, headers: .bearer(token)),
                try await server.client.send(.delete, link, headers: .bearer(token)),  // never attached now
                try await server.client.send(
                    .delete, "/api/acronyms/\(try #require(acronym.id))", headers: .bearer(token)),
            ] {
                #expect(response.status == 204)
                #expect(response.headers["content-length"] == nil)
                #expect(response.headers["content-type"] == nil)
                #expect(response.body.isEmpty)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func errorsHaveTheStandardBody(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let errors = [
                try await server.client.get("/api/nope"),
                try await server.client.get("/api/acronyms/search"),
                try await server.client.send(.post, "/api/users/login"),
                try await server.client.send(.post, "/api/acronyms"),
                try await server.client.send(.post, "/api/acronyms", headers: .bearer(token)),
                try await server.client.send(.post, "/api/acronyms", json: "", token: token),
                try await server.client.send(.post, "/api/acronyms", json: "{", token: token),
                try await server.client.send(
                    .post, "/api/users", json: #"{"name":"A","username":"admin","password":"x"}"#,
                    token: token),
            ]
            #expect(errors.map(\.status) == [404, 400, 401, 401, 415, 422, 400, 409])
            for response in errors {
                #expect(response.contentType == "application/json; charset=utf-8", "\(response)")
                let body = try response.json()
                #expect(body.objectValue.map { Set($0.keys) } == ["error", "reason"], "\(response)")
                #expect(body["error"] == .bool(true), "\(response)")
                #expect(body["reason"]?.stringValue?.isEmpty == false, "\(response)")
                #expect(response.headers["www-authenticate"] == nil)
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func everyResponseIsKeptAliveAndDated(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            for response in [
                try await server.client.get("/hello"), try await server.client.get("/api/nope"),
                try await server.client.get("/api/users"),
            ] {
                #expect(response.headers["connection"]?.lowercased() == "keep-alive", "\(response)")
                #expect(response.headers["date"]?.hasSuffix(" GMT") == true, "\(response)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func textRoutesArePlainText(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let hello = try await server.client.get("/hello")
            #expect(hello.status == 200)
            #expect(hello.contentType == "text/plain; charset=utf-8")
            #expect(hello.text == "Hello, world!")
            let root = try await server.client.get("/")
            #expect(root.contentType == "text/plain; charset=utf-8")
            #expect(root.text == "It works!")
        }
    }
}
