import Basics
import Foundation
import TILClient
import TILModels
import TestSupport
import Testing

/// The credentials file: private from creation, removed by logout, harmless when corrupt.
@Suite struct CredentialFileTests {
    private func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require(attributes[.posixPermissions] as? Int)
    }

    @Test func loginCreatesAPrivateFileInAPrivateDirectory() async throws {
        let test = TestSession { _ in .json(TestData.tokenJSON) }
        defer { test.removeDirectory() }
        let previous = umask(0)  // the most permissive umask must not widen the file
        defer { umask(previous) }
        try await test.session.login(username: "admin", password: "password")
        #expect(try mode(test.credentialsFile) == 0o600)
        #expect(try mode(test.credentialsFile.deletingLastPathComponent()) == 0o700)
        let text = try String(contentsOf: test.credentialsFile, encoding: .utf8)
        #expect(text.contains("TIL-API-KEY"))
        #expect(try test.storedToken() == TestData.token)
    }

    @Test func anExistingOpenDirectoryIsTightened() throws {
        let test = TestSession()
        defer { test.removeDirectory() }
        let directory = test.credentialsFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try test.storeToken()
        #expect(try mode(directory) == 0o700)
        #expect(try mode(test.credentialsFile) == 0o600)
    }

    @Test func logoutRemovesTheToken() async throws {
        let test = TestSession()
        defer { test.removeDirectory() }
        try test.storeToken()
        #expect(test.session.authenticationState() == .loggedIn(username: "admin"))
        try await test.session.logout()
        #expect(test.session.authenticationState() == .loggedOut)
        #expect(!FileManager.default.fileExists(atPath: test.credentialsFile.path))
        try await test.session.logout()  // logging out twice is fine
    }

    @Test func aCorruptFileMeansLoggedOutWithAClearMessage() async throws {
        let test = TestSession { _ in .json(TestData.categoryJSON) }
        defer { test.removeDirectory() }
        try FileManager.default.createDirectory(
            at: test.credentialsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: test.credentialsFile)

        guard case .unusable(let message) = test.session.authenticationState() else {
            Issue.record("expected the corrupt file to make the login unusable")
            return
        }
        #expect(message.contains(test.credentialsFile.path))
        #expect(message.contains("log in again"))
        let error = await #expect(throws: TILError.self) {
            _ = try await test.session.send(TILAPI.Categories.create(name: "x"))
        }
        #expect(error?.failureKind == .authentication)
        #expect(error?.reason?.contains("not valid") == true)
        #expect(test.stub.requests.isEmpty)
    }

    /// A FIFO where the file should be is refused at once, not waited on for a writer that never
    /// comes: the tool says the login is unusable and goes on.
    @Test func aFIFOInPlaceOfTheFileIsRefusedWithoutWaiting() throws {
        let test = TestSession()
        defer { test.removeDirectory() }
        try FileManager.default.createDirectory(
            at: test.credentialsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        #expect(mkfifo(test.credentialsFile.path, 0o600) == 0)
        guard case .unusable(let message) = test.session.authenticationState() else {
            Issue.record("expected the FIFO to make the login unusable")
            return
        }
        #expect(message.contains("not a regular file"), "\(message)")
    }

    @Test func logoutAndLoginRecoverFromACorruptFile() async throws {
        let test = TestSession()
        defer { test.removeDirectory() }
        try FileManager.default.createDirectory(
            at: test.credentialsFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[1,2,3]".utf8).write(to: test.credentialsFile)
        try test.storeToken("fresh")
        #expect(try test.storedToken() == "fresh")
        try Data("garbage".utf8).write(to: test.credentialsFile)
        try await test.session.logout()
        #expect(test.session.authenticationState() == .loggedOut)
    }

    @Test func logoutKeepsOtherServersLogins() async throws {
        let test = TestSession()
        defer { test.removeDirectory() }
        try test.storeToken()
        let store = test.session.credentials
        try store.save(StoredCredentials(token: "other"), for: "http://other:1")
        try await test.session.logout()
        #expect(try test.storedToken() == nil)
        #expect(try store.credentials(for: "http://other:1")?.token == "other")
    }

    @Test func loggingOutOfAServerWithoutALoginKeepsTheOthers() async throws {
        let test = TestSession()
        defer { test.removeDirectory() }
        let store = test.session.credentials
        try store.save(StoredCredentials(token: "other"), for: "http://other:1")
        try await test.session.logout()
        #expect(try store.credentials(for: "http://other:1")?.token == "other")
    }

    @Test func storedCredentialsTokensAndNewUsersNeverShowTheSecret() throws {
        let credentials = StoredCredentials(token: TestData.token, username: "admin")
        let token = Token(value: TestData.token, userID: UUID())
        let user = CreateUserData(name: "Tim", username: "tim", password: TestData.token)
        for text in renderings(of: credentials) + renderings(of: token) + renderings(of: user) {
            #expect(!text.contains(TestData.token))
        }
    }
}
