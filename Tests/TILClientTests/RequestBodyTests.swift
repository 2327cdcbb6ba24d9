import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// The JSON bodies sent in each server mode, exactly as spec §12.3 lists them.
@Suite struct RequestBodyTests {
    private func sentBody(
        authMode: AuthMode, _ send: (TILSession) async throws -> Void
    ) async throws -> [String: String]? {
        let test = TestSession(authMode: authMode) { request in
            switch request.apiPath {
            case "users": .json(TestData.userJSON)
            case "categories": .json(TestData.categoryJSON)
            default: .json(TestData.acronymJSON)
            }
        }
        defer { test.removeDirectory() }
        if authMode == .token { try test.storeToken() }
        try await send(test.session)
        let request = try #require(test.stub.requests.last)
        #expect(request.headers["Content-Type"] == "application/json")
        return request.jsonFields
    }

    @Test func createAcronymWithAuthenticationSendsShortAndLongOnly() async throws {
        let body = try await sentBody(authMode: .token) { session in
            let data = session.acronymData(short: "OMG", long: "Oh My God", userID: TestData.adminID)
            _ = try await session.send(TILAPI.Acronyms.create(data))
        }
        #expect(body == ["short": "OMG", "long": "Oh My God"])
    }

    @Test func createAcronymWithoutAuthenticationNamesTheOwner() async throws {
        let body = try await sentBody(authMode: .off) { session in
            let data = session.acronymData(short: "OMG", long: "Oh My God", userID: TestData.adminID)
            _ = try await session.send(TILAPI.Acronyms.create(data))
        }
        #expect(body == ["short": "OMG", "long": "Oh My God", "userID": TestData.adminID.uuidString])
    }

    @Test func updateAcronymSendsTheSameShapes() async throws {
        let withAuth = try await sentBody(authMode: .token) { session in
            let data = session.acronymData(short: "OMG", long: "Oh My Gosh", userID: TestData.adminID)
            _ = try await session.send(TILAPI.Acronyms.update(TestData.acronymID, with: data))
        }
        #expect(withAuth == ["short": "OMG", "long": "Oh My Gosh"])
        let withoutAuth = try await sentBody(authMode: .off) { session in
            let data = session.acronymData(short: "OMG", long: "Oh My Gosh", userID: TestData.adminID)
            _ = try await session.send(TILAPI.Acronyms.update(TestData.acronymID, with: data))
        }
        #expect(withoutAuth == ["short": "OMG", "long": "Oh My Gosh", "userID": TestData.adminID.uuidString])
    }

    @Test func createUserSendsThePasswordOnlyWhenGiven() async throws {
        let withPassword = try await sentBody(authMode: .token) { session in
            _ = try await session.send(
                TILAPI.Users.create(CreateUserData(name: "Tim", username: "timc", password: "secret")))
        }
        #expect(withPassword == ["name": "Tim", "username": "timc", "password": "secret"])
        let withoutPassword = try await sentBody(authMode: .off) { session in
            _ = try await session.send(TILAPI.Users.create(CreateUserData(name: "Tim", username: "timc")))
        }
        #expect(withoutPassword == ["name": "Tim", "username": "timc"])
    }

    @Test func createCategorySendsTheNameOnly() async throws {
        let body = try await sentBody(authMode: .token) { session in
            _ = try await session.send(TILAPI.Categories.create(name: "Teenager"))
        }
        #expect(body == ["name": "Teenager"])
    }
}
