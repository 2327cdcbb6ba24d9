import Courier
import Foundation
import TILModels
import Testing

/// Bodies the server must accept (spec §3.3, §5, §12.3, §13.13–14): form-urlencoded bodies, a charset
/// parameter, unknown keys, `"id": null`, empty strings; a client-chosen `id` is honoured for users and
/// categories (whole-model decoding) but not for acronyms.
@Suite("Accepted bodies")
struct AcceptedBodyTests {
    @Test(arguments: Backend.allCases)
    func formAndCharsetBodiesAreAccepted(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let form = try await server.client.send(
                .post, "/api/acronyms",
                headers: [
                    "Content-Type": "application/x-www-form-urlencoded", "Authorization": "Bearer \(token)",
                ],
                body: Data("short=FORM&long=Form+Encoded%21".utf8))
            #expect(form.status == 200)
            #expect(try form.decode(Acronym.self).long == "Form Encoded!")
            let charset = try await server.client.send(
                .post, "/api/categories",
                headers: [
                    "Content-Type": "Application/JSON; charset=utf-8", "Authorization": "Bearer \(token)",
                ],
                body: Data(#"{"name":"Charset"}"#.utf8))
            #expect(charset.status == 200)
            let names = try await server.api.get([TILModels.Category].self, "/api/categories").map(\.name)
            #expect(names == ["Charset"])
        }
    }

    @Test(arguments: Backend.allCases)
    func unknownKeysNullIdsAndEmptyStringsAreAccepted(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let token = try await server.api.login()
            let admin = try #require(try await server.api.get([User].self, "/api/users").first)
            // TILiOS (chapter 19) posts the whole acronym with a random dummy owner, which is ignored.
            let dummy = UUID()
            let acronym = try await server.client.send(
                .post, "/api/acronyms",
                json:
                    #"{"id":null,"short":"OMG","long":"Oh My God","user":{"id":"\#(dummy)"},"extra":[1,2]}"#,
                token: token)
            #expect(acronym.status == 200)
            #expect(try acronym.decode(Acronym.self).user.id == admin.id)
            let empty = try await server.client.send(
                .post, "/api/acronyms", json: #"{"short":"","long":""}"#, token: token)
            #expect(empty.status == 200)
            let category = try await server.client.send(
                .post, "/api/categories", json: #"{"id":null,"name":"Teenager","acronyms":[]}"#, token: token)
            #expect(category.status == 200)
            let user = try await server.client.send(
                .post, "/api/users",
                json: #"{"id":null,"name":"Eve","username":"eve","password":"pw","admin":true}"#, token: token
            )
            #expect(user.status == 200)
            let shorts = try await server.api.get([Acronym].self, "/api/acronyms").map(\.short)
            #expect(shorts == ["OMG", ""])
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func clientChosenIDsAreHonouredForUsersAndCategoriesOnly(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let auth = try await server.api.loggedIn()
            let categoryID = UUID()
            let category = try await server.api.send(
                .post, "/api/categories", TILModels.Category(id: categoryID, name: "Chosen"), headers: auth)
            #expect(try category.decode(TILModels.Category.self).id == categoryID)
            let lowerCase = try await server.client.get(
                "/api/categories/\(categoryID.uuidString.lowercased())")
            #expect(lowerCase.status == 200)

            let userID = UUID()
            let user = try await server.api.send(
                .post, "/api/users",
                CreateUserData(id: userID, name: "Eve", username: "eve", password: "pw"), headers: auth)
            #expect(try user.decode(User.self).id == userID)
            #expect(try await server.client.get("/api/users/\(userID)").status == 200)

            let acronymID = UUID()
            var body = #"{"id":"\#(acronymID)","short":"OMG","long":"Oh My God""#
            body += level.authEnabled ? "}" : #","userID":"\#(userID)"}"#
            let acronym = try await server.client.send(
                .post, "/api/acronyms", headers: auth.merging(["Content-Type": "application/json"]),
                body: Data(body.utf8))
            #expect(acronym.status == 200)
            let created = try #require(try acronym.decode(Acronym.self).id)
            #expect(created != acronymID)
            #expect(try await server.client.get("/api/acronyms/\(acronymID)").status == 404)
        }
    }
}
