import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// Every route's method, path and query, as the API documents them (spec §6).
@Suite struct RequestBuildingTests {
    private let acronym = TestData.acronymID
    private let category = TestData.categoryID
    private let user = TestData.adminID

    private func built<R>(_ request: Request<R>) throws -> HTTPRequest {
        let client = Client(baseURL: URL(string: "http://localhost:8080/api/")!, transport: StubTransport())
        return try client.makeHTTPRequest(request)
    }

    @Test func acronymRoutes() throws {
        let cases: [(HTTPRequest, HTTPMethod, String)] = [
            (try built(TILAPI.Acronyms.all()), .get, "/api/acronyms"),
            (try built(TILAPI.Acronyms.get(acronym)), .get, "/api/acronyms/\(acronym.uuidString)"),
            (
                try built(TILAPI.Acronyms.create(CreateAcronymData(short: "A", long: "B"))), .post,
                "/api/acronyms"
            ),
            (
                try built(TILAPI.Acronyms.update(acronym, with: CreateAcronymData(short: "A", long: "B"))),
                .put,
                "/api/acronyms/\(acronym.uuidString)"
            ),
            (try built(TILAPI.Acronyms.delete(acronym)), .delete, "/api/acronyms/\(acronym.uuidString)"),
            (try built(TILAPI.Acronyms.first()), .get, "/api/acronyms/first"),
            (try built(TILAPI.Acronyms.sorted()), .get, "/api/acronyms/sorted"),
            (try built(TILAPI.Acronyms.user(of: acronym)), .get, "/api/acronyms/\(acronym.uuidString)/user"),
            (
                try built(TILAPI.Acronyms.categories(of: acronym)), .get,
                "/api/acronyms/\(acronym.uuidString)/categories"
            ),
            (
                try built(TILAPI.Acronyms.attach(acronym, to: category)), .post,
                "/api/acronyms/\(acronym.uuidString)/categories/\(category.uuidString)"
            ),
            (
                try built(TILAPI.Acronyms.detach(acronym, from: category)), .delete,
                "/api/acronyms/\(acronym.uuidString)/categories/\(category.uuidString)"
            ),
        ]
        for (request, method, path) in cases {
            #expect(request.method == method)
            #expect(request.url.absoluteString == "http://localhost:8080" + path)
        }
    }

    @Test func searchEncodesTheTermAsAQuery() throws {
        let request = try built(TILAPI.Acronyms.search("Oh My God+&"))
        #expect(request.method == .get)
        #expect(request.url.path == "/api/acronyms/search")
        let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems
        #expect(items == [URLQueryItem(name: "term", value: "Oh My God+&")])
        #expect(
            request.url.query?.contains("+") == false,
            "a literal + must be escaped: the server reads + as space")
    }

    @Test func userAndCategoryRoutes() throws {
        let cases: [(HTTPRequest, HTTPMethod, String)] = [
            (try built(TILAPI.Users.all()), .get, "/api/users"),
            (try built(TILAPI.Users.get(user)), .get, "/api/users/\(user.uuidString)"),
            (try built(TILAPI.Users.create(CreateUserData(name: "A", username: "a"))), .post, "/api/users"),
            (try built(TILAPI.Users.acronyms(of: user)), .get, "/api/users/\(user.uuidString)/acronyms"),
            (try built(TILAPI.Users.login(username: "a", password: "b")), .post, "/api/users/login"),
            (try built(TILAPI.Categories.all()), .get, "/api/categories"),
            (try built(TILAPI.Categories.get(category)), .get, "/api/categories/\(category.uuidString)"),
            (try built(TILAPI.Categories.create(name: "Teenager")), .post, "/api/categories"),
            (
                try built(TILAPI.Categories.acronyms(of: category)), .get,
                "/api/categories/\(category.uuidString)/acronyms"
            ),
        ]
        for (request, method, path) in cases {
            #expect(request.method == method)
            #expect(request.url.absoluteString == "http://localhost:8080" + path)
        }
    }

    @Test func attachAndLoginSendNoBody() throws {
        #expect(try built(TILAPI.Acronyms.attach(acronym, to: category)).body == nil)
        #expect(try built(TILAPI.Users.login(username: "a", password: "b")).body == nil)
    }

    @Test func everyRequestIsTaggedWithItsOperation() {
        #expect(TILAPI.Acronyms.all().tilOperation == .listAcronyms)
        #expect(TILAPI.Acronyms.attach(acronym, to: category).tilOperation == .attachCategory)
        #expect(TILAPI.Users.login(username: "a", password: "b").tilOperation == .login)
        #expect(TILAPI.Categories.create(name: "x").tilOperation == .createCategory)
    }
}
