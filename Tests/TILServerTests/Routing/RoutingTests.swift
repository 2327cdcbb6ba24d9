import Basics
import Foundation
import TILModels
import Testing

/// Vapor's routing rules (spec §3.1, §2 HEAD): unknown paths and wrong methods are `404 Not Found`
/// (never 405), empty path segments are dropped, paths are case-sensitive, constants beat parameters,
/// and `HEAD` is answered by the `GET` route without a body.
@Suite("Routing")
struct RoutingTests {
    @Test(arguments: Backend.allCases)
    func unknownPathsAndWrongMethodsAreNotFound(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let id = try #require(acronym.id)
            let requests: [(HTTPMethodName, String)] = [
                ("GET", "/api/nope"), ("GET", "/api"), ("GET", "/api/acronyms/\(id)/nope"),
                ("PATCH", "/api/acronyms/\(id)"), ("GET", "/api/users/login"), ("OPTIONS", "/api/acronyms"),
                ("PUT", "/api/acronyms"), ("DELETE", "/api/users/\(id)"), ("POST", "/api/acronyms/\(id)"),
                ("DELETE", "/api/categories"), ("PATCH", "/hello"),
            ]
            for (method, target) in requests {
                let response = try await server.client.send(.init(rawValue: method), target)
                #expect(response.status == 404, "\(response)")
                #expect(response.errorReason == "Not Found", "\(response)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func emptyPathSegmentsAreIgnored(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let created = try await server.client.send(
                .post, "/api/acronyms/", json: #"{"short":"OMG","long":"Oh My God"}"#, token: token)
            #expect(created.status == 200)
            let id = try created.decode(Acronym.self).id
            for target in ["/api/acronyms/", "//api//acronyms", "/api/acronyms//", "///api/acronyms///"] {
                let list = try await server.client.get(target)
                #expect(list.status == 200, "\(target)")
                #expect(try list.decode([Acronym].self).map(\.id) == [id], "\(target)")
            }
            let first = try await server.client.get("//api//acronyms//first/")
            #expect(try first.decode(Acronym.self).id == id)
        }
    }

    @Test(arguments: Backend.allCases)
    func pathsAreCaseSensitive(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            _ = try await server.api.createAcronym()
            for target in [
                "/API/acronyms", "/api/Acronyms", "/Hello", "/api/acronyms/FIRST", "/api/acronyms/Sorted",
            ] {
                let response = try await server.client.get(target)
                #expect(response.status == 404, "\(target)")
                #expect(response.errorReason == "Not Found", "\(target)")
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func constantSegmentsWinOverParameters(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let omg = try await server.api.createAcronym(short: "OMG", long: "Oh My God")
            let lol = try await server.api.createAcronym(short: "LOL", long: "Laugh Out Loud")
            let first = try await server.client.get("/api/acronyms/first")
            #expect(try first.decode(Acronym.self).id == omg.id)
            let sorted = try await server.client.get("/api/acronyms/sorted")
            #expect(try sorted.decode([Acronym].self).map(\.id) == [lol.id, omg.id])
            let search = try await server.client.get("/api/acronyms/search?term=LOL")
            #expect(try search.decode([Acronym].self).map(\.id) == [lol.id])
            // A parameter route still answers below a constant's name when nothing else matches.
            let user = try await server.client.get("/api/acronyms/first/user")
            #expect(user.status == 404)
        }
    }

    @Test(arguments: Backend.allCases)
    func lowerCaseIdentifiersAreAccepted(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let acronym = try await server.api.createAcronym()
            let lower = try #require(acronym.id).uuidString.lowercased()
            let response = try await server.client.get("/api/acronyms/\(lower)")
            #expect(response.status == 200)
            let id = try response.json()["id"]?.stringValue
            #expect(id == lower.uppercased())
        }
    }

    @Test(arguments: Backend.allCases)
    func headIsAnsweredLikeGetWithoutABody(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            _ = try await server.api.createAcronym()
            for target in ["/api/acronyms", "/api/users", "/hello", "/api/acronyms/first", "/openapi.json"] {
                let get = try await server.client.get(target)
                let head = try await server.client.send(.head, target)
                #expect(head.status == 200, "\(target)")
                #expect(head.body.isEmpty, "\(target)")
                #expect(head.contentType == get.contentType, "\(target)")
                #expect(head.headers["content-length"] == String(get.body.count), "\(target)")
            }
            let unknown = try await server.client.send(.head, "/api/nope")
            #expect(unknown.status == 404)
            #expect(unknown.body.isEmpty)
            #expect(unknown.headers["content-length"] == "35")
        }
    }
}

/// A method name as a string, for tables of requests.
typealias HTTPMethodName = String
