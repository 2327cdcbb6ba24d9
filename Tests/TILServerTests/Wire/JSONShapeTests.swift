import Basics
import Courier
import Foundation
import TILModels
import Testing

/// JSON shapes (spec §2, §5): exactly the book's keys, a parent as `{"id":…}`, upper-case UUIDs, `/`
/// written as `\/`, and never a password or its hash — on every route that returns a user.
@Suite("JSON shapes")
struct JSONShapeTests {
    @Test(arguments: Backend.allCases)
    func modelsHaveExactlyTheBooksKeys(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let login = try await server.client.send(
                .post, "/api/users/login", headers: .basic("admin", "password"))
            try expectShape(try login.json(), keys: ["id", "value", "user"])
            let user = try await server.client.send(
                .post, "/api/users", json: #"{"name":"Tim","username":"timc","password":"secret"}"#,
                token: token)
            try expectShape(try user.json(), keys: ["id", "name", "username"])
            let userID = try #require(try user.json()["id"]?.stringValue)
            let acronym = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":"OMG","long":"Oh My God"}"#, token: token)
            try expectShape(try acronym.json(), keys: ["id", "short", "long", "user"])
            let acronymID = try #require(try acronym.json()["id"]?.stringValue)
            let category = try await server.client.send(
                .post, "/api/categories", json: #"{"name":"Teenager"}"#, token: token)
            try expectShape(try category.json(), keys: ["id", "name"])
            let categoryID = try #require(try category.json()["id"]?.stringValue)
            _ = try await server.client.send(
                .post, "/api/acronyms/\(acronymID)/categories/\(categoryID)", headers: .bearer(token))

            let shapes: [(String, Set<String>)] = [
                ("/api/users", ["id", "name", "username"]),
                ("/api/users/\(userID)", ["id", "name", "username"]),
                ("/api/acronyms/\(acronymID)/user", ["id", "name", "username"]),
                ("/api/acronyms", ["id", "short", "long", "user"]),
                ("/api/acronyms/\(acronymID)", ["id", "short", "long", "user"]),
                ("/api/acronyms/first", ["id", "short", "long", "user"]),
                ("/api/acronyms/sorted", ["id", "short", "long", "user"]),
                ("/api/acronyms/search?term=OMG", ["id", "short", "long", "user"]),
                ("/api/users/\(userID)/acronyms", ["id", "short", "long", "user"]),
                ("/api/categories/\(categoryID)/acronyms", ["id", "short", "long", "user"]),
                ("/api/categories", ["id", "name"]), ("/api/categories/\(categoryID)", ["id", "name"]),
                ("/api/acronyms/\(acronymID)/categories", ["id", "name"]),
            ]
            for (target, keys) in shapes {
                let response = try await server.client.get(target)
                #expect(response.contentType == "application/json; charset=utf-8")
                #expect(!response.text.lowercased().contains("password"), "\(target)")
                #expect(!response.text.contains("$2b$"), "\(target)")
                let json = try response.json()
                for element in json.arrayValue ?? [json] { try expectShape(element, keys: keys, at: target) }
            }
        }
    }

    @Test(arguments: Backend.allCases)
    func slashesAreEscapedInStrings(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let response = try await server.client.send(
                .post, "/api/categories", json: #"{"name":"a/b \"q\" \\ \n"}"#, token: token)
            #expect(response.text.contains(#""a\/b \"q\" \\ \n""#), "\(response.text)")
            #expect(try response.json()["name"]?.stringValue == "a/b \"q\" \\ \n")
        }
    }

    /// `json` is an object with exactly `keys`, upper-case UUIDs in `id`, and a `user` of exactly `{id}`.
    private func expectShape(
        _ json: JSONValue, keys: Set<String>, at target: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let object = try #require(json.objectValue, "\(target): \(json)", sourceLocation: sourceLocation)
        #expect(Set(object.keys) == keys, "\(target): \(json)", sourceLocation: sourceLocation)
        let id = try #require(json["id"]?.stringValue, sourceLocation: sourceLocation)
        #expect(isUpperCaseUUID(id), "\(target): \(id)", sourceLocation: sourceLocation)
        if keys.contains("user") {
            let user = try #require(json["user"]?.objectValue, sourceLocation: sourceLocation)
            #expect(Set(user.keys) == ["id"], "\(target): \(json)", sourceLocation: sourceLocation)
            let userID = try #require(json["user"]?["id"]?.stringValue, sourceLocation: sourceLocation)
            #expect(isUpperCaseUUID(userID), "\(target): \(userID)", sourceLocation: sourceLocation)
        }
    }

    /// 8-4-4-4-12 hexadecimal digits, upper case.
    private func isUpperCaseUUID(_ text: String) -> Bool {
        text.count == 36 && UUID(uuidString: text) != nil && text == text.uppercased()
    }
}
