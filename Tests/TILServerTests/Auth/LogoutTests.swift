import Basics
import Courier
import Foundation
import TILModels
import Testing

/// `POST /api/users/logout` (not in the book, whose tokens live forever): the bearer token the request
/// carries is revoked and opens nothing afterwards; the user's other logins keep working, unless
/// `POST /api/users/logout/all` ends them all.
@Suite("Logout")
struct LogoutTests {
    @Test(arguments: Backend.allCases)
    func logoutRevokesTheTokenItCarriesAndNoOther(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let phone = try await server.api.login()
            let laptop = try await server.api.login()

            let logout = try await server.client.send(.post, "/api/users/logout", headers: .bearer(phone))
            #expect(logout.status == 204)
            #expect(logout.body.isEmpty)

            let refused = try await server.client.send(
                .post, "/api/categories", json: #"{"name":"Phone"}"#, token: phone)
            #expect(refused.status == 401)
            #expect(refused.errorReason == "User not authenticated.")
            let accepted = try await server.client.send(
                .post, "/api/categories", json: #"{"name":"Laptop"}"#, token: laptop)
            #expect(accepted.status == 200)

            let again = try await server.client.send(.post, "/api/users/logout", headers: .bearer(phone))
            #expect(again.status == 401, "a revoked token cannot log out twice")
        }
    }

    /// `POST /api/users/logout/all`: every login of the token's user ends (a lost phone's too), and
    /// another user's logins keep working.
    @Test(arguments: Backend.allCases)
    func aLogoutEverywhereRevokesEveryTokenOfItsUserAndNoOther(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let lost = try await server.api.login()
            let laptop = try await server.api.login()
            let luke = try await server.api.createUser(username: "luke")
            let lukes = try await server.api.login("luke")

            let logout = try await server.client.send(
                .post, "/api/users/logout/all", headers: .bearer(laptop))
            #expect(logout.status == 204)
            #expect(logout.body.isEmpty)
            for token in [lost, laptop] {
                let refused = try await server.client.send(
                    .post, "/api/categories", json: #"{"name":"Admin's"}"#, token: token)
                #expect(refused.status == 401)
            }
            let accepted = try await server.client.send(
                .post, "/api/categories", json: #"{"name":"Luke's"}"#, token: lukes)
            #expect(accepted.status == 200, "\(luke.username) is still logged in")
            let anonymous = try await server.client.send(.post, "/api/users/logout/all")
            #expect(anonymous.status == 401)
            let again = try await server.client.send(.post, "/api/users/logout/all", headers: .bearer(lost))
            #expect(again.status == 401)
            #expect(again.errorReason == "User not authenticated.")
        }
    }

    @Test(arguments: Backend.allCases)
    func aLogoutWithoutAValidTokenIsUnauthorized(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let headers: [HTTPHeaders] = [
                [:], .bearer("bm90IGEgdG9rZW4="), .basic("admin", "password"), ["Authorization": "Bearer"],
            ]
            for header in headers {
                let response = try await server.client.send(.post, "/api/users/logout", headers: header)
                #expect(response.status == 401, "\(header.fields.map(\.value))")
                #expect(response.errorReason == "User not authenticated.")
            }
            #expect(
                try await server.client.send(
                    .post, "/api/categories", json: #"{"name":"Still"}"#, token: try await server.api.login()
                ).status == 200)
        }
    }

    @Test func withoutLoginsThereIsNoLogout() async throws {
        try await TILTestServer.run(.sqlite, .chapter11) { server in
            for path in ["/api/users/logout", "/api/users/logout/all"] {
                let response = try await server.client.send(.post, path)
                #expect(response.status == 404, "\(path)")
            }
        }
    }
}
