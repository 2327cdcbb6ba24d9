import Courier
import Foundation
import TILClient
import TILModels
import Testing

/// The session's token goes only to its own server, through Courier's scoped `AuthMiddleware`.
@Suite struct TokenScopeTests {
    @Test func aWriteToAnotherHostNeverCarriesTheToken() async throws {
        let test = TestSession { _ in .status(204) }
        defer { test.removeDirectory() }
        try test.storeToken()
        try await test.session.send(
            Request<Void>.post(RequestPath(raw: "http://elsewhere.example:8080/api/x")))
        try await test.session.send(Request<Void>.post(RequestPath(raw: "http://localhost:9999/api/x")))
        try await test.session.send(Request<Void>.post("x"))
        #expect(
            test.stub.requests.map { $0.headers["Authorization"] } == [nil, nil, "Bearer \(TestData.token)"])
    }

    @Test func aNewLoginIsUsedByTheNextWrite() async throws {
        let test = TestSession { _ in .status(204) }
        defer { test.removeDirectory() }
        try test.storeToken("first")
        try await test.session.send(TILAPI.Acronyms.delete(TestData.acronymID))
        try test.storeToken("second")
        try await test.session.send(TILAPI.Acronyms.delete(TestData.acronymID))
        #expect(test.stub.requests.map { $0.headers["Authorization"] } == ["Bearer first", "Bearer second"])
    }

    @Test func aFailedLoginDecodePrintsNoToken() async {
        let body = #"{"id":"not-a-uuid","value":"tok-in-a-bad-login-body","user":{"id":"x"}}"#
        let test = TestSession { _ in .json(body) }
        defer { test.removeDirectory() }
        let failure = await #expect(throws: TILError.self) {
            try await test.session.login(username: "admin", password: "hunter2")
        }
        let text = failure.map { "\($0) \(String(describing: $0.underlying))" } ?? ""
        #expect(!text.contains("tok-in-a-bad-login-body"))
        #expect(!text.contains("hunter2"))
    }
}
