import Basics
import Courier
import Foundation
import TILClient
import TILModels

/// A session on a ``StubTransport`` with its own credentials file in a fresh temporary directory.
struct TestSession {
    let session: TILSession
    let stub: StubTransport
    let directory: URL
    /// The clock the session's retries wait on: a wait passes at once, and is noted.
    let clock = ManualClock(advancesBySleeping: true)

    init(
        authMode: AuthMode = .token, server: String = "http://localhost:8080",
        responder: @escaping @Sendable (HTTPRequest) async -> StubTransport.Answer = { _ in .status(501) }
    ) {
        directory = FileManager.default.temporaryDirectory.appending(path: "til-client-\(UUID().uuidString)")
        stub = StubTransport(responder: responder)
        let configuration = TILConfiguration(
            serverURL: URL(string: server)!,  // safe: test literal
            authMode: authMode,
            credentialsFile: directory.appending(path: "til").appending(path: "credentials.json"))
        session = TILSession(configuration: configuration, transport: stub, clock: clock)
    }

    var credentialsFile: URL { session.configuration.credentialsFile }

    /// Stores `token` as if `login` had succeeded.
    func storeToken(_ token: String = TestData.token, username: String = "admin") throws {
        try session.credentials.save(
            StoredCredentials(token: token, username: username, userID: TestData.adminID),
            for: session.configuration.serverKey)
    }

    func storedToken() throws -> String? {
        try session.credentials.credentials(for: session.configuration.serverKey)?.token
    }

    func removeDirectory() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// Fixed values used across the tests.
enum TestData {
    static let token = "p/gc/9peAQis5s4CebTXGQ=="
    static let adminID = UUID(uuidString: "62CA2F5C-E991-49A1-96D7-753A668C3B57")!  // safe: literal
    static let acronymID = UUID(uuidString: "694BBFC0-12F6-4FB8-A0AD-C7A3F173CD2A")!  // safe: literal
    static let categoryID = UUID(uuidString: "7A04C2B1-1A2B-4C3D-8E9F-0123456789AB")!  // safe: literal

    static let acronymJSON =
        #"{"id":"694BBFC0-12F6-4FB8-A0AD-C7A3F173CD2A","short":"OMG","long":"Oh My God","user":{"id":"62CA2F5C-E991-49A1-96D7-753A668C3B57"}}"#
    static let userJSON = #"{"id":"62CA2F5C-E991-49A1-96D7-753A668C3B57","name":"Admin","username":"admin"}"#
    static let categoryJSON = #"{"id":"7A04C2B1-1A2B-4C3D-8E9F-0123456789AB","name":"Teenager"}"#
    static let tokenJSON =
        #"{"user":{"id":"62CA2F5C-E991-49A1-96D7-753A668C3B57"},"id":"0B69C7A7-1FBB-4961-BD6C-CB95DB184B29","value":"p\/gc\/9peAQis5s4CebTXGQ=="}"#

    static func error(_ status: Int, _ reason: String) -> StubTransport.Answer {
        .json(#"{"error":true,"reason":"\#(reason)"}"#, status: status)
    }
}

extension HTTPRequest {
    /// The JSON body as a flat string dictionary (every TIL request body is one).
    var jsonFields: [String: String]? {
        body.flatMap { try? JSONDecoder().decode([String: String].self, from: $0) }
    }

    /// The path after the API root, e.g. `acronyms/…/categories/…`.
    var apiPath: String {
        let path = url.path
        return path.hasPrefix("/api/") ? String(path.dropFirst(5)) : path
    }
}
