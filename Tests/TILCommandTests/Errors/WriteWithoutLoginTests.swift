import Foundation
import TestSupport
import Testing

/// With logins on and none saved, every write exits 4 with "You must log in to do that" before
/// contacting the server: pointed at a port where nothing listens, it still says 4, never 5.
@Suite struct WriteWithoutLoginTests {
    static let writes: [[String]] = [
        ["acronyms", "create", "-s", "OMG", "-l", "Oh My God"],
        ["acronyms", "edit", "OMG", "-l", "Oh My Gosh"],
        ["acronyms", "delete", "OMG"],
        ["acronyms", "add-category", "OMG", "Funny"],
        ["acronyms", "remove-category", "OMG", "Funny"],
        ["users", "create", "--name", "Tim", "-u", "timc", "--password-stdin"],
        ["categories", "create", "--name", "Funny"],
    ]

    @Test(arguments: writes)
    func aWriteFailsWithoutContactingTheServer(arguments: [String]) async throws {
        let til = try TILRunner(serverDown: .on)
        let result = try await til.run(arguments, input: "password\n")
        #expect(result.status == ToolExit.authentication, "\(result)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: You must log in to do that\n"))
        #expect(result.stderr.contains("no saved login for \(til.serverURL.absoluteString)"))
        #expect(result.stderr.contains("Log in with 'til login'."))
    }

    @Test func anUnreadableLoginIsNoLogin() async throws {
        let til = try TILRunner(serverDown: .on)
        let directory = til.credentialsFile.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{not json".utf8).write(to: til.credentialsFile)

        let result = try await til.run("categories", "create", "--name", "Funny", "--json")

        #expect(result.status == ToolExit.authentication, "\(result)")
        let error = try result.jsonError()
        #expect(error.kind == "authentication" && error.message == "You must log in to do that")
        #expect(error.reason?.contains("is not valid") == true)
    }

    @Test(.tilServer(auth: .on)) func nothingReachesARealServer() async throws {
        let server = try RunningTILServer.current()
        let name = Unique.name("Never")
        let result = try await TILRunner(server).run("categories", "create", "--name", name)
        #expect(result.status == ToolExit.authentication)
        #expect(try await ServerData.connect(server).categories().allSatisfy { $0.name != name })
    }
}
