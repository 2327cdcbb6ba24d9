import Foundation
import TILModels
import Testing

/// The book's `CategoryTests` (spec §11). Categories are posted as whole models, as the book does.
@Suite("Book contract: categories")
struct CategoryContractTests {
    let categoriesURI = "/api/categories/"
    let categoryName = "Teenager"

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func categoriesCanBeRetrievedFromAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let category = try await server.api.createCategory(name: categoryName)
            _ = try await server.api.createCategory()
            let categories = try await server.api.get([TILModels.Category].self, categoriesURI)
            try #require(categories.count == 2)
            #expect(categories[0].name == categoryName)
            #expect(categories[0].id == category.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func categoryCanBeSavedWithAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let response = try await server.api.send(
                .post, categoriesURI, TILModels.Category(name: categoryName),
                headers: try await server.api.loggedIn())
            #expect(response.status == 200)
            let received = try response.decode(TILModels.Category.self)
            #expect(received.name == categoryName)
            #expect(received.id != nil)

            let categories = try await server.api.get([TILModels.Category].self, categoriesURI)
            try #require(categories.count == 1)
            #expect(categories[0].name == categoryName)
            #expect(categories[0].id == received.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func gettingASingleCategoryFromTheAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let category = try await server.api.createCategory(name: categoryName)
            let returned = try await server.api.get(
                TILModels.Category.self, "\(categoriesURI)\(try #require(category.id))")
            #expect(returned.name == categoryName)
            #expect(returned.id == category.id)
        }
    }

    @Test(arguments: Backend.allCases, APILevel.allCases)
    func gettingACategoriesAcronymsFromTheAPI(backend: Backend, level: APILevel) async throws {
        try await TILTestServer.run(backend, level) { server in
            let acronym = try await server.api.createAcronym(short: "OMG", long: "Oh My God")
            let acronym2 = try await server.api.createAcronym(short: "LOL", long: "Laugh Out Loud")
            let category = try await server.api.createCategory(name: categoryName)
            try await server.api.attach(acronym, to: category)
            try await server.api.attach(acronym2, to: category)

            let acronyms = try await server.api.get(
                [Acronym].self, "\(categoriesURI)\(try #require(category.id))/acronyms")
            try #require(acronyms.count == 2)
            #expect(acronyms[0].id == acronym.id)
            #expect(acronyms[0].short == "OMG")
            #expect(acronyms[0].long == "Oh My God")
        }
    }
}
