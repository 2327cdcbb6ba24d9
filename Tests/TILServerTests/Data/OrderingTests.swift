import Courier
import Foundation
import TILModels
import Testing

/// Order of lists (spec §7): every list in insertion order (the seeded admin first), pivot lists in
/// attach order, and deleting an acronym removes its links (cascade).
@Suite("List order and links")
struct OrderingTests {
    @Test(arguments: Backend.allCases, APILevel.allCases)
    func listsComeBackInInsertionOrder(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let names = ["Zoe", "Adam", "Mia", "Bob", "Yan"]
            var users: [User] = []
            for name in names {
                users.append(try await server.api.createUser(name: name, username: name.lowercased()))
            }
            var acronyms: [Acronym] = []
            for (index, short) in ["ZZ", "AA", "MM", "BB", "YY"].enumerated() {
                acronyms.append(
                    try await server.api.createAcronym(short: short, long: short, user: users[index % 2]))
            }
            var categories: [TILModels.Category] = []
            for name in names { categories.append(try await server.api.createCategory(name: name)) }

            let listedUsers = try await server.api.get([User].self, "/api/users")
            if level.authEnabled {
                #expect(listedUsers.first?.username == "admin")
                #expect(Array(listedUsers.dropFirst()) == users)
            } else {
                #expect(listedUsers == users)
            }
            #expect(try await server.api.get([Acronym].self, "/api/acronyms") == acronyms)
            #expect(try await server.api.get([TILModels.Category].self, "/api/categories") == categories)
            let owned = try await server.api.get(
                [Acronym].self, "/api/users/\(try #require(users[0].id))/acronyms")
            #expect(owned == [acronyms[0], acronyms[2], acronyms[4]])
        }
    }

    @Test(arguments: Backend.allCases)
    func pivotListsComeBackInAttachOrder(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            var categories: [TILModels.Category] = []
            for name in ["Funny", "Teenager", "Rude", "Old"] {
                categories.append(try await server.api.createCategory(name: name))
            }
            var acronyms: [Acronym] = []
            for short in ["OMG", "LOL", "TIL"] {
                acronyms.append(try await server.api.createAcronym(short: short))
            }
            let order = [2, 0, 3, 1]
            for index in order { try await server.api.attach(acronyms[1], to: categories[index]) }
            for index in [2, 0, 1] { try await server.api.attach(acronyms[index], to: categories[0]) }

            let filed = try await server.api.get(
                [TILModels.Category].self, "/api/acronyms/\(try #require(acronyms[1].id))/categories")
            #expect(filed == order.map { categories[$0] })
            let members = try await server.api.get(
                [Acronym].self, "/api/categories/\(try #require(categories[0].id))/acronyms")
            #expect(members == [acronyms[1], acronyms[2], acronyms[0]])
        }
    }

    @Test(arguments: Backend.allCases)
    func deletingAnAcronymRemovesItsLinks(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let funny = try await server.api.createCategory(name: "Funny")
            let omg = try await server.api.createAcronym(short: "OMG")
            let lol = try await server.api.createAcronym(short: "LOL")
            try await server.api.attach(omg, to: funny)
            try await server.api.attach(lol, to: funny)
            let token = try await server.api.login()
            let deleted = try await server.client.send(
                .delete, "/api/acronyms/\(try #require(lol.id))", headers: .bearer(token))
            #expect(deleted.status == 204)
            let members = try await server.api.get(
                [Acronym].self, "/api/categories/\(try #require(funny.id))/acronyms")
            #expect(members == [omg])
            // The category itself stays.
            #expect(try await server.api.get([TILModels.Category].self, "/api/categories") == [funny])
        }
    }

    @Test(arguments: Backend.allCases)
    func detachRemovesTheLinkAndNeverFails(backend: Backend) async throws {
        try await TILTestServer.run(backend) { server in
            let funny = try await server.api.createCategory(name: "Funny")
            let rude = try await server.api.createCategory(name: "Rude")
            let omg = try await server.api.createAcronym(short: "OMG")
            try await server.api.attach(omg, to: funny)
            try await server.api.attach(omg, to: rude)
            let token = try await server.api.login()
            let base = "/api/acronyms/\(try #require(omg.id))/categories"
            for _ in 0..<2 {
                let detach = try await server.client.send(
                    .delete, "\(base)/\(try #require(funny.id))", headers: .bearer(token))
                #expect(detach.status == 204)
            }
            #expect(try await server.api.get([TILModels.Category].self, base) == [rude])
            #expect(
                try await server.api.get([Acronym].self, "/api/categories/\(try #require(funny.id))/acronyms")
                    .isEmpty)
        }
    }
}
