import Foundation
import TILModels
import Testing

/// The book's `UserTests` (spec §11). With authentication on the seeded `admin` comes first in every
/// user list, so the book's chapter 19 indexes are one higher than its chapter 11 ones.
@Suite("Book contract: users")
struct UserContractTests {
    let usersName = "Alice"
    let usersUsername = "alicea"
    let usersURI = "/api/users/"

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func usersCanBeRetrievedFromAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let user = try await server.api.createUser(name: usersName, username: usersUsername)
            _ = try await server.api.createUser()
            let response = try await server.client.get(usersURI)
            #expect(response.status == 200)
            let users = try response.decode([User].self)
            let alice = level.authEnabled ? 1 : 0
            try #require(users.count == alice + 2)
            #expect(users[alice].name == usersName)
            #expect(users[alice].username == usersUsername)
            #expect(users[alice].id == user.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func userCanBeSavedWithAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let body = CreateUserData(
                name: usersName, username: usersUsername, password: level.authEnabled ? "password" : nil)
            let response = try await server.api.send(
                .post, usersURI, body, headers: try await server.api.loggedIn())
            #expect(response.status == 200)
            let received = try response.decode(User.self)
            #expect(received.name == usersName)
            #expect(received.username == usersUsername)
            #expect(received.id != nil)

            let users = try await server.api.get([User].self, usersURI)
            let alice = level.authEnabled ? 1 : 0
            try #require(users.count == alice + 1)
            #expect(users[alice].name == usersName)
            #expect(users[alice].username == usersUsername)
            #expect(users[alice].id == received.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func gettingASingleUserFromTheAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let user = try await server.api.createUser(name: usersName, username: usersUsername)
            let received = try await server.api.get(User.self, "\(usersURI)\(try #require(user.id))")
            #expect(received.name == usersName)
            #expect(received.username == usersUsername)
            #expect(received.id == user.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func gettingAUsersAcronymsFromTheAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let user = try await server.api.createUser()
            let acronym1 = try await server.api.createAcronym(short: "OMG", long: "Oh My God", user: user)
            _ = try await server.api.createAcronym(short: "LOL", long: "Laugh Out Loud", user: user)
            let acronyms = try await server.api.get(
                [Acronym].self, "\(usersURI)\(try #require(user.id))/acronyms")
            try #require(acronyms.count == 2)
            #expect(acronyms[0].id == acronym1.id)
            #expect(acronyms[0].short == "OMG")
            #expect(acronyms[0].long == "Oh My God")
        }
    }
}
