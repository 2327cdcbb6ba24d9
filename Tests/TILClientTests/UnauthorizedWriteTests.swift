import Basics
import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// A `401` on a write logs the user out; a `401` elsewhere does not.
@Suite struct UnauthorizedWriteTests {
    @Test func aRejectedTokenIsDeletedAndReportedAsMustLogIn() async throws {
        let test = TestSession { _ in TestData.error(401, "User not authenticated.") }
        defer { test.removeDirectory() }
        try test.storeToken()
        let error = await #expect(throws: TILError.self) {
            _ = try await test.session.send(TILAPI.Acronyms.create(CreateAcronymData(short: "A", long: "B")))
        }
        #expect(error?.failureKind == .authentication)
        #expect(error?.message == TILError.mustLogInMessage)
        #expect(error?.reason?.contains("User not authenticated.") == true)
        #expect(error?.status == 401)
        #expect(try test.storedToken() == nil)
        #expect(test.session.authenticationState() == .loggedOut)
    }

    /// Another program's 401 (airtable-local's, on TIL_API_URL) says nothing of the saved login: it
    /// is kept, and no login is asked for.
    @Test func anotherServersRefusalKeepsTheLogin() async throws {
        let airtable = #"{"error":{"type":"AUTHENTICATION_REQUIRED","message":"Authentication required"}}"#
        let test = TestSession { _ in .json(airtable, status: 401) }
        defer { test.removeDirectory() }
        try test.storeToken()
        let error = await #expect(throws: TILError.self) {
            _ = try await test.session.send(TILAPI.Acronyms.create(CreateAcronymData(short: "A", long: "B")))
        }
        #expect(error?.isForeignRefusal == true)
        #expect(error?.message == TILError.notTIL)
        #expect(try test.storedToken() == TestData.token)
    }

    @Test func aFailedLoginKeepsThePreviousLogin() async throws {
        let test = TestSession { _ in TestData.error(401, "Unauthorized") }
        defer { test.removeDirectory() }
        try test.storeToken()
        let error = await #expect(throws: TILError.self) {
            try await test.session.login(username: "admin", password: "wrong")
        }
        #expect(error?.failureKind == .authentication)
        #expect(error?.message == "Could not log in. Check your credentials and try again")
        #expect(try test.storedToken() == TestData.token)
    }

    @Test func aLoginThatReplacedTheTokenMeanwhileIsKept() async throws {
        let test = TestSession { _ in TestData.error(401, "User not authenticated.") }
        defer { test.removeDirectory() }
        try test.storeToken("old")
        let session = test.session
        let store = session.credentials
        let key = session.configuration.serverKey
        let relogin = TestSession { request in
            // While the write is in flight, another process logs in again.
            try? store.save(StoredCredentials(token: "new"), for: key)
            return TestData.error(401, "User not authenticated.")
        }
        defer { relogin.removeDirectory() }
        let racing = TILSession(
            configuration: session.configuration, credentials: store, transport: relogin.stub)
        await #expect(throws: TILError.self) {
            _ = try await racing.send(TILAPI.Categories.create(name: "x"))
        }
        #expect(try store.credentials(for: key)?.token == "new")
    }
}
