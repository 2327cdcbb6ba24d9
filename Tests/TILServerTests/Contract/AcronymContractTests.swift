import Foundation
import TILModels
import Testing

/// The book's `AcronymTests` (spec §11), against the real server on each backend, with authentication
/// on (chapter 19: logged in as the acronym's user or as admin) and off (chapter 11: `userID` bodies).
@Suite("Book contract: acronyms")
struct AcronymContractTests {
    let acronymsURI = "/api/acronyms/"
    let acronymShort = "OMG"
    let acronymLong = "Oh My God"

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func acronymsCanBeRetrievedFromAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym1 = try await server.api.createAcronym(short: acronymShort, long: acronymLong)
            _ = try await server.api.createAcronym()
            let acronyms = try await server.api.get([Acronym].self, acronymsURI)
            try #require(acronyms.count == 2)
            #expect(acronyms[0].short == acronymShort)
            #expect(acronyms[0].long == acronymLong)
            #expect(acronyms[0].id == acronym1.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func acronymCanBeSavedWithAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let user = try await server.api.createUser()
            let data = CreateAcronymData(
                short: acronymShort, long: acronymLong, userID: level.authEnabled ? nil : user.id)
            let response = try await server.api.send(
                .post, acronymsURI, data, headers: try await server.api.loggedIn(as: user))
            #expect(response.status == 200)
            let received = try response.decode(Acronym.self)
            #expect(received.short == acronymShort)
            #expect(received.long == acronymLong)
            #expect(received.id != nil)
            #expect(received.user.id == user.id)

            let acronyms = try await server.api.get([Acronym].self, acronymsURI)
            try #require(acronyms.count == 1)
            #expect(acronyms[0].short == acronymShort)
            #expect(acronyms[0].long == acronymLong)
            #expect(acronyms[0].id == received.id)
            #expect(acronyms[0].user.id == user.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func gettingASingleAcronymFromTheAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym(short: acronymShort, long: acronymLong)
            let returned = try await server.api.get(Acronym.self, "\(acronymsURI)\(try #require(acronym.id))")
            #expect(returned.short == acronymShort)
            #expect(returned.long == acronymLong)
            #expect(returned.id == acronym.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func updatingAnAcronym(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym(short: acronymShort, long: acronymLong)
            let newUser = try await server.api.createUser()
            let newLong = "Oh My Gosh"
            let data = CreateAcronymData(
                short: acronymShort, long: newLong, userID: level.authEnabled ? nil : newUser.id)
            let path = "\(acronymsURI)\(try #require(acronym.id))"
            let update = try await server.api.send(
                .put, path, data, headers: try await server.api.loggedIn(as: newUser))
            #expect(update.status == 200)

            let returned = try await server.api.get(Acronym.self, path)
            #expect(returned.short == acronymShort)
            #expect(returned.long == newLong)
            #expect(returned.user.id == newUser.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func deletingAnAcronym(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym()
            #expect(try await server.api.get([Acronym].self, acronymsURI).count == 1)
            let response = try await server.client.send(
                .delete, "\(acronymsURI)\(try #require(acronym.id))", headers: try await server.api.loggedIn()
            )
            #expect(response.status == 204)
            #expect(try await server.api.get([Acronym].self, acronymsURI).isEmpty)
        }
    }

    /// The book's `testSearchAcronymShort` and `testSearchAcronymLong`: a search by either form finds it.
    @Test(arguments: Backend.allCases, APILevel.allCases)
    func searchAcronymShortAndLong(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym(short: acronymShort, long: acronymLong)
            for term in ["OMG", "Oh+My+God"] {
                let acronyms = try await server.api.get([Acronym].self, "\(acronymsURI)search?term=\(term)")
                try #require(acronyms.count == 1, "searching for \(term)")
                #expect(acronyms[0].id == acronym.id)
                #expect(acronyms[0].short == acronymShort)
                #expect(acronyms[0].long == acronymLong)
            }
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func getFirstAcronym(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym(short: acronymShort, long: acronymLong)
            _ = try await server.api.createAcronym()
            _ = try await server.api.createAcronym()
            let first = try await server.api.get(Acronym.self, "\(acronymsURI)first")
            #expect(first.id == acronym.id)
            #expect(first.short == acronymShort)
            #expect(first.long == acronymLong)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func sortingAcronyms(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym1 = try await server.api.createAcronym(short: acronymShort, long: acronymLong)
            let acronym2 = try await server.api.createAcronym(short: "LOL", long: "Laugh Out Loud")
            let sorted = try await server.api.get([Acronym].self, "\(acronymsURI)sorted")
            try #require(sorted.count == 2)
            #expect(sorted[0].id == acronym2.id)
            #expect(sorted[1].id == acronym1.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func gettingAnAcronymsUser(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let user = try await server.api.createUser()
            let acronym = try await server.api.createAcronym(user: user)
            let owner = try await server.api.get(User.self, "\(acronymsURI)\(try #require(acronym.id))/user")
            #expect(owner.id == user.id)
            #expect(owner.name == user.name)
            #expect(owner.username == user.username)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func acronymsCategories(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let category = try await server.api.createCategory()
            let category2 = try await server.api.createCategory(name: "Funny")
            let acronym = try await server.api.createAcronym()
            let acronymID = try #require(acronym.id)
            try await server.api.attach(acronym, to: category)
            try await server.api.attach(acronym, to: category2)

            let categories = try await server.api.get(
                [TILModels.Category].self, "\(acronymsURI)\(acronymID)/categories")
            try #require(categories.count == 2)
            #expect(categories[0].id == category.id)
            #expect(categories[0].name == category.name)
            #expect(categories[1].id == category2.id)
            #expect(categories[1].name == category2.name)

            let detach = try await server.client.send(
                .delete, "\(acronymsURI)\(acronymID)/categories/\(try #require(category.id))",
                headers: try await server.api.loggedIn())
            #expect(detach.status == 204)
            let remaining = try await server.api.get(
                [TILModels.Category].self, "\(acronymsURI)\(acronymID)/categories")
            #expect(remaining.count == 1)
        }
    }
}
