import Basics
import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// Which requests carry which credentials: Basic on login only, the bearer token on writes only.
@Suite struct AuthorizationHeaderTests {
    @Test func loginSendsBasicCredentialsAndNoBearer() async throws {
        let test = TestSession { _ in .json(TestData.tokenJSON) }
        defer { test.removeDirectory() }
        try await test.session.login(username: "admin", password: "pass:word")
        let request = try #require(test.stub.requests.first)
        let expected = "Basic " + Data("admin:pass:word".utf8).base64EncodedString()
        #expect(request.headers["Authorization"] == expected)
        #expect(request.method == .post)
        #expect(request.apiPath == "users/login")
    }

    @Test(arguments: ["abc\r\nX-Injected:yes", "", "two words", "caf\u{E9}"])
    func aTokenNoHeaderCanCarryIsRefusedAtLogin(value: String) async throws {
        let body = try JSONSerialization.data(withJSONObject: [
            "id": "0B69C7A7-1FBB-4961-BD6C-CB95DB184B29", "value": value,
            "user": ["id": TestData.adminID.uuidString],
        ])
        let test = TestSession { _ in .json(String(decoding: body, as: UTF8.self)) }
        defer { test.removeDirectory() }
        try test.storeToken()
        let error = await #expect(throws: TILError.self) {
            try await test.session.login(username: "admin", password: "password")
        }
        #expect(error?.failureKind == .unavailable)
        #expect(error?.reason == "the server's token is not one an Authorization header can carry")
        #expect(try test.storedToken() == TestData.token, "the login stored before is kept")
    }

    @Test func writesCarryTheStoredBearerToken() async throws {
        let test = TestSession { request in
            switch request.method {
            case .post where request.apiPath.hasSuffix("categories/\(TestData.categoryID)"): .status(201)
            case .delete: .status(204)
            default: .json(TestData.categoryJSON)
            }
        }
        defer { test.removeDirectory() }
        try test.storeToken()
        _ = try await test.session.send(TILAPI.Categories.create(name: "Teenager"))
        try await test.session.send(TILAPI.Acronyms.attach(TestData.acronymID, to: TestData.categoryID))
        try await test.session.send(TILAPI.Acronyms.delete(TestData.acronymID))
        #expect(test.stub.requests.count == 3)
        for request in test.stub.requests {
            #expect(request.headers["Authorization"] == "Bearer \(TestData.token)")
        }
    }

    @Test func readsNeverCarryTheToken() async throws {
        let test = TestSession { request in
            request.apiPath.hasSuffix("user") ? .json(TestData.userJSON) : .json("[]")
        }
        defer { test.removeDirectory() }
        try test.storeToken()
        _ = try await test.session.send(TILAPI.Acronyms.all())
        _ = try await test.session.send(TILAPI.Acronyms.search("OMG"))
        _ = try await test.session.send(TILAPI.Acronyms.user(of: TestData.acronymID))
        _ = try await test.session.send(TILAPI.Categories.all())
        #expect(test.stub.requests.count == 4)
        #expect(test.stub.requests.allSatisfy { $0.headers["Authorization"] == nil })
    }

    @Test func aWriteWithoutAStoredTokenFailsWithoutContactingTheServer() async throws {
        let test = TestSession { _ in .json(TestData.categoryJSON) }
        defer { test.removeDirectory() }
        let error = await #expect(throws: TILError.self) {
            _ = try await test.session.send(TILAPI.Categories.create(name: "Teenager"))
        }
        #expect(error?.failureKind == .authentication)
        #expect(error?.message == "You must log in to do that")
        #expect(test.stub.requests.isEmpty)
    }

    @Test func withAuthenticationOffWritesNeedNoToken() async throws {
        let test = TestSession(authMode: .off) { _ in .json(TestData.categoryJSON) }
        defer { test.removeDirectory() }
        _ = try await test.session.send(TILAPI.Categories.create(name: "Teenager"))
        let request = try #require(test.stub.requests.first)
        #expect(request.headers["Authorization"] == nil)
    }

    /// With TIL_AUTH=off against a server that wants logins, a 401 says to unset TIL_AUTH, not to log
    /// in (which TIL_AUTH=off refuses), and does not lead to the login screen.
    @Test func withAuthenticationOffA401SaysToUnsetIt() async throws {
        let test = TestSession(authMode: .off) { _ in TestData.error(401, "User not authenticated.") }
        defer { test.removeDirectory() }
        let error = await #expect(throws: TILError.self) {
            _ = try await test.session.send(TILAPI.Categories.create(name: "Teenager"))
        }
        #expect(error?.failureKind == .input)
        #expect(error?.status == 401)
        #expect(error?.reason?.contains("TIL_AUTH is off") == true)
    }

    @Test func aTokenIsOnlySentToTheServerThatIssuedIt() async throws {
        let first = TestSession(server: "http://localhost:8080") { _ in .json(TestData.tokenJSON) }
        defer { first.removeDirectory() }
        try await first.session.login(username: "admin", password: "password")
        // Another server sharing the same credentials file has no login.
        let other = TILSession(
            configuration: TILConfiguration(
                serverURL: URL(string: "http://example.test:9000")!, credentialsFile: first.credentialsFile),
            transport: first.stub)
        #expect(other.authenticationState() == .loggedOut)
        await #expect(throws: TILError.self) { _ = try await other.send(TILAPI.Categories.create(name: "x")) }
        #expect(first.session.authenticationState() == .loggedIn(username: "admin"))
    }
}
